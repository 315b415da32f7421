import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts shared by the cart page and the mini-cart. */
export const cartMessages = defineMessages<{
  lines: NoMessageValues;
  subtotal: NoMessageValues;
  productCount: { count: number };
  checkout: NoMessageValues;
  toCatalog: NoMessageValues;
  adjustedTitle: NoMessageValues;
  adjustedLine: { name: string; quantity: string };
  adjustedRemoved: { name: string };
  adjustedDismiss: NoMessageValues;
  miniTitle: NoMessageValues;
  toCart: NoMessageValues;
  emptyText: NoMessageValues;
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
  adjustedTitle: {
    id: 'cart.adjustedTitle',
    defaultMessage: 'Some items were adjusted to available stock',
    description: 'Title of the notice listing cart lines the stock check changed',
  },
  adjustedLine: {
    id: 'cart.adjustedLine',
    defaultMessage: '{name}: quantity changed to {quantity}',
    description:
      'One product whose cart quantity was lowered to the stock; quantity is e.g. 3 or 750 g',
  },
  adjustedRemoved: {
    id: 'cart.adjustedRemoved',
    defaultMessage: '{name}: out of stock, removed from the cart',
    description: 'One product the stock check removed from the cart',
  },
  adjustedDismiss: {
    id: 'cart.adjustedDismiss',
    defaultMessage: 'Got it',
    description: 'Button that hides the notice about adjusted cart lines',
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
});
