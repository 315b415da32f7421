import { attach, createEffect, createEvent, sample, scopeBind } from 'effector';
import { $isAuthenticated, sessionStarted } from '@/entities/session';
import { $cart } from '@/entities/cart';
import {
  $serverCartUnknown,
  $unconfirmed,
  $unsynced,
  connectionRestored,
  logSyncFailureFx,
  pushFx,
  pushServerCartFx,
  type PushCartParams,
} from './save';

/** The page is being hidden or closed: push what is not on the server yet. */
export const pageHidden = createEvent();

export const listenPageHideFx = createEffect(() => {
  if (typeof document === 'undefined') return;
  const hidden = scopeBind(pageHidden, { safe: true });
  const restored = scopeBind(connectionRestored, { safe: true });
  window.addEventListener('pagehide', () => hidden());
  window.addEventListener('online', () => restored());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
});
sample({ clock: sessionStarted, target: listenPageHideFx });

// Sent with keepalive, so the request outlives the page.
const flushFx = attach({ effect: pushServerCartFx });
sample({
  clock: pageHidden,
  // Also while a push is on its way: leaving the page may cancel it.
  source: {
    cart: $cart,
    unconfirmed: $unconfirmed,
    signedIn: $isAuthenticated,
    unknown: $serverCartUnknown,
  },
  filter: ({ unconfirmed, signedIn, unknown }) => unconfirmed && signedIn && !unknown,
  fn: ({ cart }): PushCartParams => ({ cart_data: cart, keepalive: true }),
  target: flushFx,
});
sample({ clock: flushFx, fn: () => false, target: $unsynced });
sample({ clock: flushFx.fail, fn: () => true, target: $unsynced });
sample({ clock: flushFx.failData, target: logSyncFailureFx });

// Confirmed once a push has landed with nothing newer waiting.
sample({
  clock: [pushFx.done, flushFx.done],
  source: $unsynced,
  filter: (unsynced) => !unsynced,
  fn: () => false,
  target: $unconfirmed,
});
