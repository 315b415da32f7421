import { attach, createEffect, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $isAuthenticated, sessionRestored } from '@/entities/session';
import { cartEdited, cartLoaded, readLocalCartFx } from '@/entities/cart';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import {
  $unconfirmed,
  $unsynced,
  fetchServerCartFx,
  logSyncFailureFx,
  pushRequested,
} from './save';
import './save-on-leave';
import './cart-merge';

/**
 * The signed-in shopper's cart kept with the server: loaded when the session is restored, every
 * edit pushed (./save), pushed on leaving the page (./save-on-leave), merged at sign-in
 * (./cart-merge).
 */

/** Milliseconds of quiet before changes are pushed together. */
export const $syncDelay = createStore(400, { serialize: 'ignore' });

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

// The shopper's changes are coalesced; none is lost.
sample({
  clock: cartEdited,
  filter: $isAuthenticated,
  fn: () => true,
  target: [$unsynced, $unconfirmed],
});
sample({ clock: debounce({ source: cartEdited, timeout: $syncDelay }), target: pushRequested });
