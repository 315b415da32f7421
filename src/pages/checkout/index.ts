import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const checkoutPage: PageDefinition = {
  name: 'checkout',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.CheckoutView)),
  layout: 'checkout',
  requiresAuth: true,
};
