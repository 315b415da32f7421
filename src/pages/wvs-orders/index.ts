import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

/** For the mobile app's web view: no layout; a signed-out visitor is asked to sign in. */
export const wvsOrdersPage: PageDefinition = {
  name: 'wvs-orders',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.WvsOrdersView)),
  layout: 'none',
  requiresAuth: true,
};
