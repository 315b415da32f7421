import { createEvent, createStore, sample } from 'effector';
import { navigateFx } from '@/features/auth';
import { links } from '@/shared/lib/links';
import { $locale, notified } from '@/shared/model';
import { $cart, $cartReady, cartLoaded } from './cart';
import { $lineLimits } from './limits';
import { cartCheckRequested, cartChecked } from './check';
import { logSyncFailureFx } from './sync';

/** The cart page is on screen (the cart lives in the browser: sent after hydration). */
export const cartPageOpened = createEvent();
export const cartPageClosed = createEvent();
export const miniCartOpened = createEvent();
export const miniCartClosed = createEvent();
/** The shopper asked to go to checkout from the cart page or the mini-cart. */
export const checkoutRequested = createEvent();

export const $cartPageOpen = createStore(false, { serialize: 'ignore' })
  .on(cartPageOpened, () => true)
  .on(cartPageClosed, () => false);
export const $miniCartOpen = createStore(false, { serialize: 'ignore' })
  .on(miniCartOpened, () => true)
  .on(miniCartClosed, () => false);
/** Checkout waits for the cart check; it goes on only when nothing had to change. */
export const $checkoutPending = createStore(false, { serialize: 'ignore' }).on(
  checkoutRequested,
  () => true,
);

// The cart page checks the cart when it opens, or as soon as the cart of this session is known.
sample({ clock: cartPageOpened, filter: $cartReady, target: cartCheckRequested });
sample({ clock: cartLoaded, filter: $cartPageOpen, target: cartCheckRequested });

// The mini-cart checks lines whose stock this device has not seen, so their steppers are capped.
sample({
  clock: miniCartOpened,
  source: { cart: $cart, limits: $lineLimits, ready: $cartReady },
  filter: ({ cart, limits, ready }) =>
    ready && cart.some((line) => limits[line.product_id] === undefined),
  target: cartCheckRequested,
});

sample({ clock: checkoutRequested, target: cartCheckRequested });
const checkedForCheckout = sample({
  clock: cartChecked,
  source: { pending: $checkoutPending, cart: $cart, locale: $locale },
  filter: ({ pending }) => pending,
  fn: ({ cart, locale }, adjustments) => ({ lines: cart.length, locale, adjustments }),
});
sample({ clock: checkedForCheckout, fn: () => false, target: $checkoutPending });
sample({
  clock: checkedForCheckout,
  filter: ({ lines, adjustments }) => lines > 0 && adjustments.length === 0,
  fn: ({ locale }) => links.checkout(locale),
  target: navigateFx,
});
sample({ clock: navigateFx, fn: () => false, target: $miniCartOpen });

// Away from the cart page and the mini-cart the adjustments are announced in a toast.
sample({
  clock: cartChecked,
  source: { page: $cartPageOpen, mini: $miniCartOpen },
  filter: ({ page, mini }, adjustments) => !page && !mini && adjustments.length > 0,
  fn: () => ({ kind: 'cartAdjusted' as const, tone: 'caution' as const }),
  target: notified,
});

// A failed sync is retried and the cart stays on the device; the shopper is told so.
sample({
  clock: logSyncFailureFx,
  fn: () => ({ kind: 'cartSyncFailed' as const, tone: 'caution' as const }),
  target: notified,
});
