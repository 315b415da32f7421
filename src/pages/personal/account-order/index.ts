import { lazyView, type PageDefinition } from '@/shared/model';

export const accountOrderPage: PageDefinition = {
  name: 'account-order',
  // The account's models come with the page, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.AccountOrderView)),
  layout: 'default',
  requiresAuth: true,
};
