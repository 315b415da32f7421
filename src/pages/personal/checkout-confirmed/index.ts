import { lazyView, type PageDefinition } from '@/shared/model';

export const checkoutConfirmedPage: PageDefinition = {
  name: 'checkout-confirmed',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.CheckoutConfirmedView)),
  layout: 'default',
  // The order number is shown once the API confirms it is the shopper's: in the browser, signed in.
  requiresAuth: true,
};
