import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx, notified } from '@/shared/model';
import { isUnauthorized } from '@/shared/api';
import { afterNextPaint } from '@/shared/lib/paint';
import {
  $adjustmentsListed,
  $cart,
  $cartReady,
  cartCheckRequested,
  cartChecked,
  cartLoaded,
} from '@/entities/cart';
import { $lineLimits } from './limits';
import { logSyncFailureFx } from './save';
import './sync';

/** The cart page is on screen (the cart lives in the browser: sent after hydration). */
export const cartPageOpened = createEvent();
export const cartPageClosed = createEvent();
export const miniCartOpened = createEvent();
export const miniCartClosed = createEvent();

export const $cartPageOpen = createStore(false, { serialize: 'ignore' })
  .on(cartPageOpened, () => true)
  .on(cartPageClosed, () => false);
export const $miniCartOpen = createStore(false, { serialize: 'ignore' })
  .on(miniCartOpened, () => true)
  .on(miniCartClosed, () => false);
/**
 * Waits until the browser has painted what has just been rendered, or 100 ms when no frame comes
 * (a hidden tab); at once where there is no browser.
 */
export const afterPaintFx = createEffect(() =>
  typeof window === 'undefined'
    ? undefined
    : Promise.race([
        afterNextPaint(window),
        new Promise<void>((resolve) => window.setTimeout(resolve, 100)),
      ]),
);

// The cart page checks the cart when it opens, or as soon as the cart of this session is known.
// In that case the lines the device holds are painted first: the check's request and its answer
// then never hold up the page's first view of the cart.
sample({ clock: cartPageOpened, filter: $cartReady, target: cartCheckRequested });
sample({ clock: cartLoaded, filter: $cartPageOpen, fn: () => undefined, target: afterPaintFx });
sample({ clock: afterPaintFx.done, filter: $cartPageOpen, target: cartCheckRequested });

// The mini-cart checks lines whose stock this device has not seen, so their steppers are capped.
sample({
  clock: miniCartOpened,
  source: { cart: $cart, limits: $lineLimits, ready: $cartReady },
  filter: ({ cart, limits, ready }) =>
    ready && cart.some((line) => limits[line.product_id] === undefined),
  target: cartCheckRequested,
});

sample({ clock: navigateFx, fn: () => false, target: $miniCartOpen });

// Away from the cart page, the mini-cart and other screens that list them (checkout), the
// adjustments are announced in a toast.
sample({
  clock: cartChecked,
  source: { page: $cartPageOpen, mini: $miniCartOpen, listed: $adjustmentsListed },
  filter: ({ page, mini, listed }, adjustments) =>
    !page && !mini && !listed && adjustments.length > 0,
  fn: () => ({ kind: 'cartAdjusted' as const, tone: 'caution' as const }),
  target: notified,
});

// A failed sync is retried and the cart stays on the device; the shopper is told so. A 401 is
// not such a failure: the session is over (signed out here or elsewhere) and nothing is retried.
sample({
  clock: logSyncFailureFx,
  filter: (error) => !isUnauthorized(error),
  fn: () => ({ kind: 'cartSyncFailed' as const, tone: 'caution' as const }),
  target: notified,
});
