import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { AccountOrdersView } from './view';

export const accountOrdersPage: PageDefinition = {
  name: 'account-orders',
  pageStarted,
  View: AccountOrdersView,
  layout: 'default',
  requiresAuth: true,
};
