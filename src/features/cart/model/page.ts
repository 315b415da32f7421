import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx, $locale, notified } from '@/shared/model';
import { isUnauthorized } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { afterNextPaint } from '@/shared/lib/paint';
import {
  $adjustmentsListed,
  $cart,
  $cartReady,
  $checking,
  cartCheckRequested,
  cartChecked,
  cartLoaded,
  checkoutRequested,
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
 * Checkout waits for a cart check started after the request: `queued` while an earlier check is
 * still on its way (its answer may predate a stock change), `checking` once the check is its own.
 */
type CheckoutStage = 'idle' | 'queued' | 'checking';
const $checkoutStage = createStore<CheckoutStage>('idle', { serialize: 'ignore' });
/** Checkout goes on only when the check changed nothing. */
export const $checkoutPending = $checkoutStage.map((stage) => stage !== 'idle');

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
// In that case the lines the device holds are painted first: the check's requests (one per line)
// and their answers then never hold up the page's first view of the cart.
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

const checkoutStarted = sample({
  clock: checkoutRequested,
  source: { stage: $checkoutStage, checking: $checking },
  filter: ({ stage }) => stage === 'idle',
  fn: ({ checking }): CheckoutStage => (checking ? 'queued' : 'checking'),
});
sample({ clock: checkoutStarted, target: $checkoutStage });
sample({
  clock: checkoutStarted,
  filter: (stage) => stage === 'checking',
  fn: () => undefined,
  target: cartCheckRequested,
});

const checkedForCheckout = sample({
  clock: cartChecked,
  source: { stage: $checkoutStage, cart: $cart, locale: $locale },
  filter: ({ stage }) => stage !== 'idle',
  fn: ({ stage, cart, locale }, adjustments) => ({
    stage,
    lines: cart.length,
    locale,
    adjusted: adjustments.length > 0,
  }),
});
// The earlier check already changed something: that is what the shopper needs to see.
const recheck = sample({
  clock: checkedForCheckout,
  filter: ({ stage, adjusted }) => stage === 'queued' && !adjusted,
});
sample({ clock: recheck, fn: (): CheckoutStage => 'checking', target: $checkoutStage });
sample({ clock: recheck, fn: () => undefined, target: cartCheckRequested });
sample({
  clock: checkedForCheckout,
  filter: ({ stage, adjusted }) => stage === 'checking' || adjusted,
  fn: (): CheckoutStage => 'idle',
  target: $checkoutStage,
});
sample({
  clock: checkedForCheckout,
  filter: ({ stage, lines, adjusted }) => stage === 'checking' && lines > 0 && !adjusted,
  fn: ({ locale }) => links.checkout(locale),
  target: navigateFx,
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
