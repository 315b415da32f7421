import { lazyView, type PageDefinition } from '@/shared/model';
import './model';

/** The cart lives in the browser: the server renders a placeholder and no data is loaded there. */
export const cartPage: PageDefinition = {
  name: 'cart',
  View: lazyView(() => import('./view').then((module) => module.CartView)),
  layout: 'default',
};
