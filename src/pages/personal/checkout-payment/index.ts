import { lazyView, type PageDefinition } from '@/shared/model';

export const checkoutPaymentPage: PageDefinition = {
  name: 'checkout-payment',
  // Checkout's models come with its pages, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.CheckoutPaymentView)),
  layout: 'checkout',
  requiresAuth: true,
};
