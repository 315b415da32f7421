import { createStore, sample } from 'effector';
import { navigateFx, $locale } from '@/shared/model';
import { links } from '@/shared/lib/links';
import {
  $cart,
  $checking,
  cartCheckRequested,
  cartChecked,
  checkoutRequested,
} from '@/entities/cart';

/*
 * The checkout gate: from the cart page or the mini-cart, the shopper goes on to checkout only
 * after a stock check of their own has changed nothing; what it changed is shown instead.
 */

/**
 * Checkout waits for a cart check started after the request: `queued` while an earlier check is
 * still on its way (its answer may predate a stock change), `checking` once the check is its own.
 */
type CheckoutStage = 'idle' | 'queued' | 'checking';
const $checkoutStage = createStore<CheckoutStage>('idle', { serialize: 'ignore' });
/** Checkout goes on only when the check changed nothing. */
export const $checkoutPending = $checkoutStage.map((stage) => stage !== 'idle');

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
