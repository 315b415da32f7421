import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { $isAuthenticated, loggedOut } from '@/entities/session';
import { $api } from '@/shared/model';
import { takeFirst } from '@/shared/lib/effector';
import { getCart, saveCart, toCart, type CartItem, $cart, cartEdited } from '@/entities/cart';

/**
 * Saving the signed-in shopper's cart on the server: one push at a time, a push of what changed
 * meanwhile once it lands, a few retries after a failure. Which changes wait for a push is
 * decided in ./sync (edits, the device's unconfirmed changes) and ./cart-merge (sign-in).
 */
export const cartSyncFailedMessage = 'Не удалось синхронизировать корзину';

export interface PushCartParams {
  cart_data: CartItem[];
  /** Lets the request outlive the page when it is being hidden or closed. */
  keepalive?: boolean;
}

const getCartApiFx = attach({
  source: $api,
  effect: async (api) => toCart(await getCart(api)),
});
const saveCartApiFx = attach({
  source: $api,
  effect: async (api, params: PushCartParams) => {
    await saveCart(api, params);
  },
});
export const fetchServerCartFx = createEffect<void, CartItem[]>(() => getCartApiFx());
export const pushServerCartFx = createEffect<PushCartParams, void>((params) =>
  saveCartApiFx(params),
);
export const logSyncFailureFx = createEffect<unknown, void>((error) => {
  console.error(cartSyncFailedMessage, error);
});

/** The browser is back online: changes made offline are pushed. */
export const connectionRestored = createEvent();
/** Something the server has not received is waiting: push the cart (if signed in). */
export const pushRequested = createEvent();

/** Milliseconds before a failed push is tried again, a few times at most. */
export const $retryDelay = createStore(5000, { serialize: 'ignore' });
export const maxPushRetries = 3;
/** Changes the server has not received yet. */
export const $unsynced = createStore(false, { serialize: 'ignore' });
/** Changes the server has not confirmed yet, including one whose push is still on its way. */
export const $unconfirmed = createStore(false, { serialize: 'ignore' });
/**
 * The server's cart could not be read (./server-read): nothing is pushed, since a push replaces
 * the server's whole cart, until it is read and joined with the device's.
 */
export const $serverCartUnknown = createStore(false, { serialize: 'ignore' });

export const pushFx = attach({ effect: pushServerCartFx });
sample({
  clock: takeFirst(pushRequested, [pushFx]),
  source: {
    cart: $cart,
    unsynced: $unsynced,
    signedIn: $isAuthenticated,
    unknown: $serverCartUnknown,
  },
  filter: ({ unsynced, signedIn, unknown }) => unsynced && signedIn && !unknown,
  fn: ({ cart }): PushCartParams => ({ cart_data: cart }),
  target: pushFx,
});
sample({ clock: pushFx, fn: () => false, target: $unsynced });
sample({ clock: pushFx.fail, fn: () => true, target: $unsynced });
sample({ clock: pushFx.failData, target: logSyncFailureFx });
const $failedPushes = createStore(0, { serialize: 'ignore' })
  .on(pushFx.fail, (count) => count + 1)
  .reset([pushFx.done, cartEdited, loggedOut, connectionRestored]);
sample({
  clock: delay({ source: pushFx.fail, timeout: $retryDelay }),
  source: $failedPushes,
  filter: (failures) => failures <= maxPushRetries,
  target: pushRequested,
});
sample({ clock: connectionRestored, target: pushRequested });
// Changes made while a push was on its way go in the next push.
sample({
  clock: pushFx.done,
  source: $unsynced,
  filter: (unsynced) => unsynced,
  target: pushRequested,
});

sample({
  clock: loggedOut,
  fn: () => false,
  target: [$unsynced, $unconfirmed, $serverCartUnknown],
});
