import { lazyView, type PageDefinition } from '@/shared/model';

export const brandPage: PageDefinition = {
  name: 'brand',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.BrandView)),
  layout: 'default',
};
