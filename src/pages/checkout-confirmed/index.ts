import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const checkoutConfirmedPage: PageDefinition = {
  name: 'checkout-confirmed',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.CheckoutConfirmedView)),
  layout: 'default',
};
