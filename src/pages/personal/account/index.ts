import { lazyView, type PageDefinition } from '@/shared/model';

export const accountPage: PageDefinition = {
  name: 'account',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.AccountView)),
  layout: 'default',
  requiresAuth: true,
};
