import { lazyView, type PageDefinition } from '@/shared/model';

/** For the mobile app's web view: no layout; a signed-out visitor is asked to sign in. */
export const wvsOrdersPage: PageDefinition = {
  name: 'wvs-orders',
  // The account's models come with the page, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.WvsOrdersView)),
  layout: 'none',
  requiresAuth: true,
};
