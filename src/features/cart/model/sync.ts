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
import { deviceCartFx, readPendingJoinFx, serverCartUnread, type PendingJoin } from './server-read';
import './save-on-leave';
import './cart-merge';
import './sign-out';
import './other-tabs';

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
// A device whose cart still waits to be joined with the server's (./server-read) shows it and
// joins them as soon as the server's is read.
const loadServerCartFx = attach({ effect: fetchServerCartFx });
const pendingLocalCartFx = attach({ effect: readLocalCartFx });
sample({
  clock: sessionRestored,
  filter: (session) => session.isAuthenticated,
  target: readPendingJoinFx,
});
sample({
  clock: readPendingJoinFx.doneData,
  filter: (join) => join === null,
  target: readUnsyncedMarkFx,
});
sample({ clock: readPendingJoinFx.fail, target: readUnsyncedMarkFx });
const joinPending = sample({
  clock: readPendingJoinFx.doneData,
  filter: (join): join is PendingJoin => join !== null,
});
sample({ clock: joinPending, target: serverCartUnread });
sample({ clock: joinPending, target: deviceCartFx });
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
// Unread, the server's cart is not taken for empty: the device's copy is shown meanwhile.
sample({ clock: loadServerCartFx.fail, fn: () => null, target: serverCartUnread });
sample({ clock: loadServerCartFx.fail, target: deviceCartFx });

// The shopper's changes are coalesced; none is lost.
sample({
  clock: cartEdited,
  filter: $isAuthenticated,
  fn: () => true,
  target: [$unsynced, $unconfirmed],
});
sample({ clock: debounce({ source: cartEdited, timeout: $syncDelay }), target: pushRequested });
