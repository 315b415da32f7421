import { attach, createStore, sample } from 'effector';
import { $user, loggedIn, tokenReceived } from '@/entities/session';
import { keepDeviceLines, mergeCarts, $cart, cartLoaded } from '@/entities/cart';
import {
  $unconfirmed,
  $unsynced,
  fetchServerCartFx,
  logSyncFailureFx,
  pushRequested,
} from './save';
import { serverCartUnread, type PendingJoin } from './server-read';

// The cart merge at sign-in: the server cart merged with the device cart (the same product adds
// up, other lines are appended; rules in entities/cart `mergeCarts`), pushed back at once. When
// the server cart cannot be read, the device cart is kept, and merged once it can (./server-read):
// pushing it as it is would replace the server's.
// Signing in again as the account already signed in (its session ended on the server, e.g. while
// placing an order) finds that account's own cart on the device: joined the same way, every line
// would add to itself. The device's lines are then taken as they are, with the server's others.
const loginCartFx = attach({ effect: fetchServerCartFx });
/** The account signed in on the device when a sign-in started; null when signed out. */
const $accountBefore = createStore<number | null>(null, { serialize: 'ignore' });
sample({
  clock: tokenReceived,
  source: $user,
  fn: (user) => user?.id ?? null,
  target: $accountBefore,
});
const $sameAccount = sample({
  source: { before: $accountBefore, user: $user },
  fn: ({ before, user }) => before !== null && before === user?.id,
});
sample({ clock: loggedIn, target: loginCartFx });
const merged = sample({
  clock: loginCartFx.doneData,
  source: { local: $cart, same: $sameAccount },
  fn: ({ local, same }, server) =>
    same ? keepDeviceLines(server, local) : mergeCarts(server, local),
});
sample({ clock: merged, target: cartLoaded });
sample({ clock: merged, fn: () => true, target: [$unsynced, $unconfirmed] });
sample({ clock: merged, target: pushRequested });
sample({ clock: loginCartFx.failData, target: logSyncFailureFx });
sample({
  clock: loginCartFx.fail,
  source: $sameAccount,
  fn: (same): PendingJoin => (same ? 'edited' : 'sign-in'),
  target: serverCartUnread,
});
