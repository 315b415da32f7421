import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { AccountView } from './view';

export const accountPage: PageDefinition = {
  name: 'account',
  pageStarted,
  View: AccountView,
  layout: 'default',
  requiresAuth: true,
};
