import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { AccountOrderView } from './view';

export const accountOrderPage: PageDefinition = {
  name: 'account-order',
  pageStarted,
  View: AccountOrderView,
  layout: 'default',
  requiresAuth: true,
};
