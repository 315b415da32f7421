import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './start';

export const accountOrdersPage: PageDefinition = {
  name: 'account-orders',
  pageStarted,
  // The account's models come with the page, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.AccountOrdersView)),
  layout: 'default',
  requiresAuth: true,
};
