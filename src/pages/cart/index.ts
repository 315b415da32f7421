import type { PageDefinition } from '@/shared/model';
import './model';
import { CartView } from './view';

/** The cart lives in the browser: the server renders a placeholder and no data is loaded there. */
export const cartPage: PageDefinition = {
  name: 'cart',
  View: CartView,
  layout: 'default',
};
