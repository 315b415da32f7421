import { createEvent, createStore } from 'effector';
import type { ProductSummary } from '@/shared/api';

/**
 * What the catalogue pages need from the cart, without depending on it: the cart feature
 * listens to these events and keeps these stores up to date.
 */
export interface CartRequest {
  product: ProductSummary;
  /** Units, or grams for goods sold by weight. */
  quantity: number;
}

/** The shopper pressed "add to cart". */
export const addToCartClicked = createEvent<CartRequest>();
/** The shopper changed the quantity of a product already in the cart (0 removes it). */
export const cartQuantityChanged = createEvent<CartRequest>();
/** The shopper pressed "buy in one click": the item goes straight to checkout. */
export const oneClickBuyClicked = createEvent<CartRequest>();

/** Quantity in the cart per product id. */
export const $cartQuantities = createStore<Record<number, number>>({}, { serialize: 'ignore' });
/** Number of lines in the cart, for the header badge. */
export const $cartCount = createStore(0, { serialize: 'ignore' });
