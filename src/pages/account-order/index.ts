import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const accountOrderPage: PageDefinition = {
  name: 'account-order',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.AccountOrderView)),
  layout: 'default',
  requiresAuth: true,
};
