import { attach, sample } from 'effector';
import { loggedIn } from '@/entities/session';
import { mergeCarts, $cart, cartLoaded } from '@/entities/cart';
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
const loginCartFx = attach({ effect: fetchServerCartFx });
sample({ clock: loggedIn, target: loginCartFx });
const merged = sample({
  clock: loginCartFx.doneData,
  source: $cart,
  fn: (local, server) => mergeCarts(server, local),
});
sample({ clock: merged, target: cartLoaded });
sample({ clock: merged, fn: () => true, target: [$unsynced, $unconfirmed] });
sample({ clock: merged, target: pushRequested });
sample({ clock: loginCartFx.failData, target: logSyncFailureFx });
sample({ clock: loginCartFx.fail, fn: (): PendingJoin => 'sign-in', target: serverCartUnread });
