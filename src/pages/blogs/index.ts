import { lazyView, type PageDefinition } from '@/shared/model';

export const blogsPage: PageDefinition = {
  name: 'blogs',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.BlogsView)),
  layout: 'default',
};
