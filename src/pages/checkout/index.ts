import { lazyView, type PageDefinition } from '@/shared/model';
import { pageStarted } from './start';

export const checkoutPage: PageDefinition = {
  name: 'checkout',
  pageStarted,
  // Checkout's models come with its pages, never with the first load of another page.
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.CheckoutView)),
  layout: 'checkout',
  requiresAuth: true,
};
