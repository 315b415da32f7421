import { createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionRestored } from '@/entities/session/@x/cart';
import type { ProductSummary } from '@/shared/api';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { cartLineUnit, cartStorageKey, toCart, type CartItem } from '../lib/cart-item';
import { notified } from '@/shared/model';
import {
  addToCart,
  addWithinStock,
  cartCount,
  cartItemCount,
  cartTotal,
  removeFromCart,
  setCartQuantity,
  setWithinStock,
  stockLimit,
} from '../lib/cart-rules';
import type { AppliedAdd } from '../lib/early-add';
import { cartItemFromProduct } from '../lib/from-product';

/** A product as a catalogue page shows it, and how much of it the shopper wants. */
export interface CartRequest {
  product: ProductSummary;
  /** Units, or grams for goods sold by weight. */
  quantity: number;
}

export const addedToCart = createEvent<CartItem>();
export const removedFromCart = createEvent<number>();
export const quantityChanged = createEvent<{ productId: number; quantity: number }>();
export const cartCleared = createEvent();
/** The shopper's own change to the cart; synced to the server when signed in. */
/** The shopper asked to go to checkout from the cart page or the mini-cart. */
export const checkoutRequested = createEvent();
export const cartEdited = createEvent<CartItem[]>();
/** The cart was replaced by what the server or the device holds; nothing to push. */
export const cartLoaded = createEvent<CartItem[]>();
/** The shopper pressed "add to cart" on a product card or a product page. */
export const addToCartClicked = createEvent<CartRequest>();
/** The shopper changed, on a product card, the quantity of a product already in the cart (0 removes it). */
export const cartQuantityChanged = createEvent<CartRequest>();
/** The shopper pressed "buy in one click": the item goes straight to checkout, not into the cart. */
export const oneClickBuyClicked = createEvent<CartRequest>();

export const readLocalCartFx = createEffect<void, CartItem[]>(() =>
  toCart(readStored(cartStorageKey)),
);
export const writeLocalCartFx = createEffect<CartItem[], void>((cart) => {
  writeStored(cartStorageKey, cart);
});
export const removeLocalCartFx = createEffect<void, void>(() => removeStored(cartStorageKey));

// Personal: never rendered on the server nor carried in the HTML.
export const $cart = createStore<CartItem[]>([], { serialize: 'ignore' });
/** False until the cart for this session is known (device or server). */
export const $cartReady = createStore(false, { serialize: 'ignore' });
/** Units in the cart (grams count as they are). */
export const $cartCount = $cart.map(cartCount);
/** Lines in the cart. */
export const $cartLineCount = $cart.map((cart) => cart.length);
/** Items as a shopper counts them, for the header badge. */
export const $cartItemCount = $cart.map(cartItemCount);
export const $cartTotal = $cart.map(cartTotal);
/** Quantity in the cart per product id, for the product cards' steppers. */
export const $cartQuantities = $cart.map((cart): Readonly<Record<number, number>> =>
  Object.fromEntries(cart.map((line) => [line.product_id, line.quantity])),
);

/** The shopper asked for more of a product than is in stock; the line holds all there is. */
export const stockLimitReached = createEvent<CartItem>();
/** A product went into the cart (or its line grew) by the shopper's add. */
export const productAdded = createEvent<CartItem>();

/**
 * Adds pressed before the cart of this session is known (a tap replayed as the page becomes
 * interactive, while the device's or the server's cart is still being read): applied, in order,
 * once it is, so that the cart read does not replace them.
 */
const $heldAdds = createStore<CartRequest[]>([], { serialize: 'ignore' });
const addApplied = createEvent<CartRequest>();
sample({
  clock: addToCartClicked,
  source: $cartReady,
  filter: (ready) => ready,
  fn: (_, request) => request,
  target: addApplied,
});
sample({
  clock: addToCartClicked,
  source: { ready: $cartReady, held: $heldAdds },
  filter: ({ ready }) => !ready,
  fn: ({ held }, request) => [...held, request],
  target: $heldAdds,
});
const heldAddsReleased = createEvent<CartRequest[]>();

// Every add from a card or a product page stops at the stock (`total_quanity`).
const addRequested = sample({
  clock: addApplied,
  source: $cart,
  fn: (cart, { product, quantity }) => ({
    ...addWithinStock(cart, cartItemFromProduct(product, quantity), stockLimit(product)),
    item: cartItemFromProduct(product, quantity),
  }),
});
sample({
  clock: addRequested,
  filter: ({ changed }) => changed,
  fn: ({ cart }) => cart,
  target: cartEdited,
});
sample({
  clock: addRequested,
  filter: ({ capped }) => !capped,
  fn: ({ item }) => item,
  target: productAdded,
});
sample({
  clock: addRequested,
  filter: ({ capped }) => capped,
  fn: ({ item, quantity }) => ({ ...item, quantity }),
  target: stockLimitReached,
});

const stepRequested = sample({
  clock: cartQuantityChanged,
  source: $cart,
  fn: (cart, { product, quantity }) => ({
    ...setWithinStock(cart, product.id, quantity, stockLimit(product)),
    item: cartItemFromProduct(product, quantity),
  }),
});
sample({
  clock: stepRequested,
  filter: ({ changed }) => changed,
  fn: ({ cart }) => cart,
  target: cartEdited,
});
sample({
  clock: stepRequested,
  filter: ({ capped }) => capped,
  fn: ({ item, quantity }) => ({ ...item, quantity }),
  target: stockLimitReached,
});

/**
 * Adds the page applied to the cart kept on the device before the app started
 * (features/cart/early-add.ts): the cart itself is read from the device as the session starts;
 * the shopper is told of each as of any add.
 */
export const addsAppliedBeforeStart = createEvent<readonly AppliedAdd[]>();
const tellAppliedAddsFx = createEffect((adds: readonly AppliedAdd[]) => {
  for (const { line, quantity, capped } of adds) {
    if (capped) stockLimitReached({ ...line, quantity });
    else productAdded(line);
  }
});
sample({ clock: addsAppliedBeforeStart, target: tellAppliedAddsFx });

// The shopper is told in a polite toast; focus stays where it was.
sample({
  clock: productAdded,
  fn: ({ name }) => ({ kind: 'addedToCart' as const, tone: 'info' as const, values: { name } }),
  target: notified,
});
sample({
  clock: stockLimitReached,
  fn: (line) => ({
    kind: 'stockLimitReached' as const,
    tone: 'caution' as const,
    values: {
      name: line.name,
      unit: cartLineUnit(line),
      quantity: line.quantity,
      kilograms: line.quantity / 1000,
    },
  }),
  target: notified,
});

sample({ clock: addedToCart, source: $cart, fn: addToCart, target: cartEdited });
sample({ clock: removedFromCart, source: $cart, fn: removeFromCart, target: cartEdited });
sample({
  clock: quantityChanged,
  source: $cart,
  fn: (cart, { productId, quantity }) => setCartQuantity(cart, productId, quantity),
  target: cartEdited,
});
sample({ clock: cartCleared, fn: (): CartItem[] => [], target: cartEdited });
sample({ clock: [cartEdited, cartLoaded], target: $cart });
sample({ clock: cartLoaded, fn: () => true, target: $cartReady });
sample({
  clock: $cartReady.updates,
  source: $heldAdds,
  filter: (held, ready) => ready && held.length > 0,
  target: heldAddsReleased,
});
sample({ clock: heldAddsReleased, fn: (): CartRequest[] => [], target: $heldAdds });
/** Each held add in turn, as if pressed now: stock limits and confirmations apply to each. */
const applyHeldAddsFx = createEffect((held: CartRequest[]) => {
  for (const request of held) addApplied(request);
});
sample({ clock: heldAddsReleased, target: applyHeldAddsFx });

// Anonymous shoppers keep their cart on the device; signed-in ones load it from the server (sync).
sample({
  clock: sessionRestored,
  filter: (session) => !session.isAuthenticated,
  target: readLocalCartFx,
});
sample({ clock: readLocalCartFx.doneData, target: cartLoaded });
sample({ clock: readLocalCartFx.fail, fn: (): CartItem[] => [], target: cartLoaded });

// Every change is saved on the device once the cart is known.
sample({
  clock: $cart.updates,
  source: $cartReady,
  filter: (ready) => ready,
  fn: (_, cart) => cart,
  target: writeLocalCartFx,
});

// After signing out the device keeps no personal data.
sample({ clock: loggedOut, fn: (): CartItem[] => [], target: $cart });
sample({ clock: loggedOut, target: removeLocalCartFx });
