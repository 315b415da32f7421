import { lazyView, type PageDefinition } from '@/shared/model';

/**
 * The cart lives in the browser: the server renders a placeholder and, of the data, only the
 * public delivery settings.
 */
export const cartPage: PageDefinition = {
  name: 'cart',
  // The page's model comes with the page (before hydration when it is the first one).
  loadModel: () => import('./model'),
  View: lazyView(() => import('./view').then((module) => module.CartView)),
  layout: 'default',
};
