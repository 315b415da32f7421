import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './model';

export const checkoutPaymentPage: PageDefinition = {
  name: 'checkout-payment',
  pageStarted,
  View: lazyView(() => import('./view').then((module) => module.CheckoutPaymentView)),
  layout: 'checkout',
  requiresAuth: true,
};
