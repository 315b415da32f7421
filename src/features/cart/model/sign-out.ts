import { combine, sample } from 'effector';
import {
  $signOutWaiting,
  $unsavedForAccount,
  signOutWouldLose,
  unsavedSendRequested,
  unsavedSettled,
} from '@/entities/session';
import { notified } from '@/shared/model';
import { $unconfirmed, pushFx, pushRequested } from './save';
import { $pendingJoin, rereadFailed } from './server-read';

/**
 * Signing out with cart changes the account has not received: they are sent first, and signing
 * out waits for them (entities/session `$unsavedForAccount`). When they cannot be sent (offline,
 * the server failing), the shopper stays signed in and is told; signing out again leaves them.
 */
const $unsaved = combine(
  $unconfirmed,
  $pendingJoin,
  (unconfirmed, join) => unconfirmed || join !== null,
);
sample({ source: $unsaved, target: $unsavedForAccount });

sample({ clock: unsavedSendRequested, target: pushRequested });
sample({
  clock: $unsaved.updates,
  source: $signOutWaiting,
  filter: (waiting, unsaved) => waiting && !unsaved,
  fn: () => ({ saved: true }),
  target: unsavedSettled,
});
sample({
  clock: [pushFx.fail, rereadFailed],
  source: $signOutWaiting,
  filter: (waiting) => waiting,
  fn: () => ({ saved: false }),
  target: unsavedSettled,
});

sample({
  clock: signOutWouldLose,
  fn: () => ({ kind: 'cartUnsavedAtSignOut' as const, tone: 'critical' as const }),
  target: notified,
});
