import type { PageDefinition } from '@/shared/model';
import { pageStarted } from './model';
import { WvsOrdersView } from './view';

/** For the mobile app's web view: no layout; a signed-out visitor is asked to sign in. */
export const wvsOrdersPage: PageDefinition = {
  name: 'wvs-orders',
  pageStarted,
  View: WvsOrdersView,
  layout: 'none',
  requiresAuth: true,
};
