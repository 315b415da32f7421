import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { loggedOut } from '@/entities/session';
import {
  $cart,
  cartEdited,
  cartLoaded,
  keepDeviceLines,
  mergeCarts,
  readLocalCartFx,
  type CartItem,
} from '@/entities/cart';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import {
  $retryDelay,
  $serverCartUnknown,
  $unconfirmed,
  $unsynced,
  connectionRestored,
  fetchServerCartFx,
  logSyncFailureFx,
  maxPushRetries,
  pushRequested,
} from './save';

/**
 * When the signed-in shopper's server cart cannot be read (on load or at sign-in), the device's
 * cart is shown and kept, and nothing is pushed, since a push replaces the server's whole cart.
 * The server's cart is read again (a few times after a failure, when the connection returns,
 * whenever a push is due) and then joined with the device's:
 * - at sign-in, as a sign-in joins them (`mergeCarts`: the same product adds up);
 * - after a change made meanwhile, the device's lines win and the server's other lines stay
 *   (`keepDeviceLines`);
 * - with no change meanwhile, the server's cart is taken as it is.
 * How they will join is kept on the device, so a reload in between loses nothing either.
 */

export type PendingJoin = 'sign-in' | 'edited';

/** Kept on the device while its cart waits to be joined with the server's. */
export const pendingJoinStorageKey = 'cart:pending-join';
export const readPendingJoinFx = createEffect<void, PendingJoin | null>(() => {
  const stored = readStored(pendingJoinStorageKey);
  return stored === 'sign-in' || stored === 'edited' ? stored : null;
});
export const writePendingJoinFx = createEffect<PendingJoin | null, void>((join) => {
  if (join) writeStored(pendingJoinStorageKey, join);
  else removeStored(pendingJoinStorageKey);
});

/** The server's cart could not be read; how the device's will join it (null: no change yet). */
export const serverCartUnread = createEvent<PendingJoin | null>();
export const $pendingJoin = createStore<PendingJoin | null>(null, { serialize: 'ignore' });

sample({ clock: serverCartUnread, fn: () => true, target: $serverCartUnknown });
sample({ clock: serverCartUnread, target: $pendingJoin });
sample({
  clock: cartEdited,
  source: { unknown: $serverCartUnknown, join: $pendingJoin },
  filter: ({ unknown, join }) => unknown && join === null,
  fn: (): PendingJoin => 'edited',
  target: $pendingJoin,
});
sample({ clock: $pendingJoin.updates, target: writePendingJoinFx });

/** The device's cart, shown while the server's is unknown. */
export const deviceCartFx = attach({ effect: readLocalCartFx });
sample({ clock: deviceCartFx.doneData, target: cartLoaded });
sample({ clock: deviceCartFx.fail, fn: (): CartItem[] => [], target: cartLoaded });

const rereadFx = attach({ effect: fetchServerCartFx });
const reread = createEvent();
sample({
  clock: reread,
  source: { unknown: $serverCartUnknown, pending: rereadFx.pending },
  filter: ({ unknown, pending }) => unknown && !pending,
  target: rereadFx,
});
sample({ clock: [pushRequested, connectionRestored], target: reread });
sample({ clock: delay({ source: serverCartUnread, timeout: $retryDelay }), target: reread });
const $failedRereads = createStore(0, { serialize: 'ignore' })
  .on(rereadFx.fail, (count) => count + 1)
  .reset([rereadFx.done, serverCartUnread, cartEdited, connectionRestored, loggedOut]);
sample({
  clock: delay({ source: rereadFx.fail, timeout: $retryDelay }),
  source: $failedRereads,
  filter: (failures) => failures <= maxPushRetries,
  target: reread,
});
sample({ clock: rereadFx.failData, target: logSyncFailureFx });

/** A read failed, and its outcome (retried, told) is the same as a failed push's. */
export const rereadFailed = rereadFx.fail;

const joined = sample({
  clock: rereadFx.doneData,
  source: { device: $cart, join: $pendingJoin, unknown: $serverCartUnknown },
  filter: ({ unknown }) => unknown,
  fn: ({ device, join }, server) => ({
    cart:
      join === 'sign-in'
        ? mergeCarts(server, device)
        : join === 'edited'
          ? keepDeviceLines(server, device)
          : server,
    push: join !== null,
  }),
});
sample({ clock: joined, fn: ({ cart }) => cart, target: cartLoaded });
sample({ clock: joined, fn: () => null, target: $pendingJoin });
sample({ clock: joined, fn: () => false, target: $serverCartUnknown });
const joinedWithChanges = sample({ clock: joined, filter: ({ push }) => push });
sample({ clock: joinedWithChanges, fn: () => true, target: [$unsynced, $unconfirmed] });
// Pushed once the stores above are set (an effect runs after them).
const pushJoinedFx = createEffect(() => undefined);
sample({ clock: joinedWithChanges, target: pushJoinedFx });
sample({ clock: pushJoinedFx.done, target: pushRequested });

sample({ clock: loggedOut, fn: () => null, target: $pendingJoin });
