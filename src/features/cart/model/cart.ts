import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionRestored } from '@/entities/session';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { cartStorageKey, toCart, type CartItem } from '../lib/cart-item';
import {
  addToCart,
  cartCount,
  cartTotal,
  cartWeight,
  removeFromCart,
  setCartQuantity,
} from '../lib/cart-rules';

export const addedToCart = createEvent<CartItem>();
export const removedFromCart = createEvent<number>();
export const quantityChanged = createEvent<{ productId: number; quantity: number }>();
export const cartCleared = createEvent();
/** The shopper's own change to the cart; synced to the server when signed in. */
export const cartEdited = createEvent<CartItem[]>();
/** The cart was replaced by what the server or the device holds; nothing to push. */
export const cartLoaded = createEvent<CartItem[]>();

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
export const $cartCount = $cart.map(cartCount);
export const $cartTotal = $cart.map(cartTotal);
export const $cartWeight = $cart.map(cartWeight);
export const $cartEmpty = $cart.map((cart) => cart.length === 0);
export const $cartQuantities = $cart.map(
  (cart) => new Map(cart.map((line) => [line.product_id, line.quantity])),
);

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

export const $cartSummary = combine({ count: $cartCount, total: $cartTotal, weight: $cartWeight });
