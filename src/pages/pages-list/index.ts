import { lazyView, type PageDefinition } from '@/shared/model';

export const pagesListPage: PageDefinition = {
  name: 'pages-list',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.PagesListView)),
  layout: 'default',
};
