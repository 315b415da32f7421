import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts shared by the cart page and the mini-cart. */
export const cartMessages = defineMessages<{
  lines: NoMessageValues;
  subtotal: NoMessageValues;
  productCount: { count: number };
  checkout: NoMessageValues;
  toCatalog: NoMessageValues;
  miniTitle: NoMessageValues;
  toCart: NoMessageValues;
  emptyText: NoMessageValues;
  announceQuantity: { name: string; unit: string; amount: string };
  announceStockLimit: { name: string; unit: string; amount: string };
  announceRemoved: { name: string };
  announceCleared: NoMessageValues;
}>({
  lines: {
    id: 'cart.lines',
    defaultMessage: 'Products in the cart',
    description: 'Accessible name of the list of cart lines',
  },
  subtotal: {
    id: 'cart.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Label of the sum of the cart lines, before delivery',
  },
  productCount: {
    id: 'cart.productCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'How many different products are in the cart',
  },
  checkout: {
    id: 'cart.checkout',
    defaultMessage: 'Proceed to checkout',
    description: 'Button from the cart to the checkout (the cart is checked first)',
  },
  toCatalog: {
    id: 'cart.toCatalog',
    defaultMessage: 'Go to the catalogue',
    description: 'Link from the empty cart back to the catalogue',
  },
  miniTitle: {
    id: 'cart.miniTitle',
    defaultMessage: 'Your cart',
    description: 'Title of the mini-cart panel opened from the header',
  },
  toCart: {
    id: 'cart.toCart',
    defaultMessage: 'Go to cart',
    description: 'Button from the mini-cart to the cart page',
  },
  emptyText: {
    id: 'cart.emptyText',
    defaultMessage: 'Add products from the catalogue and they will appear here.',
    description: 'Text under the empty cart title',
  },
  announceQuantity: {
    id: 'cart.announceQuantity',
    defaultMessage: '“{name}”: {unit, select, gram {{amount}} other {{amount} pcs}} in your cart',
    description:
      'Said to screen readers after the shopper changed the quantity of a cart line; amount is e.g. 3 or 750 g',
  },
  announceStockLimit: {
    id: 'cart.announceStockLimit',
    defaultMessage:
      '“{name}”: {unit, select, gram {{amount}} other {{amount} pcs}} in your cart, no more in stock',
    description:
      'Said to screen readers when the shopper raised the quantity of a cart line to all there is in stock; amount is e.g. 3 or 750 g',
  },
  announceRemoved: {
    id: 'cart.announceRemoved',
    defaultMessage: '“{name}” removed from your cart',
    description: 'Said to screen readers after the shopper removed a line from the cart',
  },
  announceCleared: {
    id: 'cart.announceCleared',
    defaultMessage: 'Your cart is cleared',
    description: 'Said to screen readers after the shopper cleared the cart',
  },
});
