import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const accountPage: PageDefinition = {
  name: 'account',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.AccountView)),
  layout: 'default',
  requiresAuth: true,
};
