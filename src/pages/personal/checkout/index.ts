import { lazyView, type PageDefinition } from '@/shared/model';

export const checkoutPage: PageDefinition = {
  name: 'checkout',
  // Checkout's models come with its pages, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.CheckoutView)),
  layout: 'checkout',
  requiresAuth: true,
};
