import { lazyView, type PageDefinition } from '@/shared/model';

/**
 * The cart lives in the browser: the server renders a placeholder and no data is loaded there.
 * Its model comes with its view.
 */
export const cartPage: PageDefinition = {
  name: 'cart',
  View: lazyView(() => import('./view').then((module) => module.CartView)),
  layout: 'default',
};
