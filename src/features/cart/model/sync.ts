import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { debounce, delay } from 'patronum';
import {
  $isAuthenticated,
  loggedIn,
  loggedOut,
  sessionRestored,
  sessionStarted,
} from '@/entities/session';
import { $api } from '@/shared/model';
import {
  getCart,
  saveCart,
  toCart,
  type CartItem,
  mergeCarts,
  $cart,
  cartEdited,
  cartLoaded,
  readLocalCartFx,
} from '@/entities/cart';
import { ApiError } from '@/shared/api';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

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
  effect: async (api, { cart_data, keepalive }: PushCartParams) => {
    if (keepalive) {
      // The page is going away: the request must outlive it, so it is sent with keepalive.
      const { error, response } = await api.POST('/api/profile/cart', {
        body: { cart_data },
        keepalive: true,
      });
      if (error !== undefined || !response.ok) throw ApiError.fromAnswer(response.status, error);
      return;
    }
    await saveCart(api, { cart_data });
  },
});
export const fetchServerCartFx = createEffect<void, CartItem[]>(() => getCartApiFx());
export const pushServerCartFx = createEffect<PushCartParams, void>((params) =>
  saveCartApiFx(params),
);
export const logSyncFailureFx = createEffect<unknown, void>((error) => {
  console.error(cartSyncFailedMessage, error);
});

/** The page is being hidden or closed: push what is not on the server yet. */
export const pageHidden = createEvent();
/** The browser is back online: changes made offline are pushed. */
export const connectionRestored = createEvent();
const pushRequested = createEvent();

/** Milliseconds of quiet before changes are pushed together. */
export const $syncDelay = createStore(400, { serialize: 'ignore' });
/** Milliseconds before a failed push is tried again, a few times at most. */
export const $retryDelay = createStore(5000, { serialize: 'ignore' });
export const maxPushRetries = 3;
/** Changes the server has not received yet. */
export const $unsynced = createStore(false, { serialize: 'ignore' });
/** Changes the server has not confirmed yet, including one whose push is still on its way. */
const $unconfirmed = createStore(false, { serialize: 'ignore' });

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

/** Set on the device while it holds changes the server has not confirmed (survives a reload). */
export const unsyncedStorageKey = 'cart:unsynced';
export const readUnsyncedMarkFx = createEffect<void, boolean>(
  () => readStored(unsyncedStorageKey) === true,
);
export const writeUnsyncedMarkFx = createEffect<boolean, void>((unsynced) => {
  if (unsynced) writeStored(unsyncedStorageKey, true);
  else removeStored(unsyncedStorageKey);
});
sample({ clock: $unconfirmed.updates, target: writeUnsyncedMarkFx });

// On load a signed-in shopper gets the server cart, unless the device still holds changes the
// server never confirmed (the page was left before its push landed): those are kept and pushed.
const loadServerCartFx = attach({ effect: fetchServerCartFx });
const pendingLocalCartFx = attach({ effect: readLocalCartFx });
sample({
  clock: sessionRestored,
  filter: (session) => session.isAuthenticated,
  target: readUnsyncedMarkFx,
});
sample({
  clock: readUnsyncedMarkFx.doneData,
  filter: (unsynced) => !unsynced,
  target: loadServerCartFx,
});
sample({ clock: readUnsyncedMarkFx.fail, target: loadServerCartFx });
sample({
  clock: readUnsyncedMarkFx.doneData,
  filter: (unsynced) => unsynced,
  target: pendingLocalCartFx,
});
sample({ clock: pendingLocalCartFx.doneData, target: cartLoaded });
sample({ clock: pendingLocalCartFx.doneData, fn: () => true, target: [$unsynced, $unconfirmed] });
sample({ clock: pendingLocalCartFx.done, target: pushRequested });
sample({ clock: pendingLocalCartFx.fail, target: loadServerCartFx });
sample({ clock: loadServerCartFx.doneData, target: cartLoaded });
sample({ clock: loadServerCartFx.failData, target: logSyncFailureFx });

// After signing in: the server cart merged with the device cart, pushed back at once.
const loginCartFx = attach({ effect: fetchServerCartFx });
sample({ clock: loggedIn, target: loginCartFx });
const merged = sample({
  clock: loginCartFx.doneData,
  source: $cart,
  fn: (local, server) => mergeCarts(server, local),
});
sample({ clock: merged, target: cartLoaded });
sample({ clock: [merged, loginCartFx.fail], fn: () => true, target: [$unsynced, $unconfirmed] });
sample({ clock: [merged, loginCartFx.fail], target: pushRequested });
sample({ clock: loginCartFx.failData, target: logSyncFailureFx });

// The shopper's changes are coalesced; none is lost.
sample({
  clock: cartEdited,
  filter: $isAuthenticated,
  fn: () => true,
  target: [$unsynced, $unconfirmed],
});
sample({ clock: debounce({ source: cartEdited, timeout: $syncDelay }), target: pushRequested });

const pushFx = attach({ effect: pushServerCartFx });
sample({
  clock: pushRequested,
  source: { cart: $cart, unsynced: $unsynced, signedIn: $isAuthenticated, pushing: pushFx.pending },
  filter: ({ unsynced, signedIn, pushing }) => unsynced && signedIn && !pushing,
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

const flushFx = attach({ effect: pushServerCartFx });
sample({
  clock: pageHidden,
  // Also while a push is on its way: leaving the page may cancel it.
  source: { cart: $cart, unconfirmed: $unconfirmed, signedIn: $isAuthenticated },
  filter: ({ unconfirmed, signedIn }) => unconfirmed && signedIn,
  fn: ({ cart }): PushCartParams => ({ cart_data: cart, keepalive: true }),
  target: flushFx,
});
sample({ clock: flushFx, fn: () => false, target: $unsynced });
sample({ clock: flushFx.fail, fn: () => true, target: $unsynced });
sample({ clock: flushFx.failData, target: logSyncFailureFx });

sample({ clock: loggedOut, fn: () => false, target: [$unsynced, $unconfirmed] });
// Confirmed once a push has landed with nothing newer waiting.
sample({
  clock: [pushFx.done, flushFx.done],
  source: $unsynced,
  filter: (unsynced) => !unsynced,
  fn: () => false,
  target: $unconfirmed,
});
