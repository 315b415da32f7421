import { lazyView, type PageDefinition } from '@/shared/model';

export const homePage: PageDefinition = {
  name: 'home',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.HomeView)),
  layout: 'default',
};
