import { lazyView, type PageDefinition } from '@/shared/model';

export const accountOrdersPage: PageDefinition = {
  name: 'account-orders',
  // The account's models come with the page, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.AccountOrdersView)),
  layout: 'default',
  requiresAuth: true,
};
