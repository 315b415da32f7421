import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const accountOrdersPage: PageDefinition = {
  name: 'account-orders',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.AccountOrdersView)),
  layout: 'default',
  requiresAuth: true,
};
