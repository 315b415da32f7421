import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { OrderStatusChange } from '@/entities/order';
import { loggedOut } from '@/entities/session';
import type { Locale } from '@/shared/i18n';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { $locale } from '@/shared/model';
import {
  askNotificationPermission,
  notificationAccess,
  showStatusNotification,
  type NotificationAccess,
} from '../lib/browser';
import { statusNotification } from '../lib/texts';

/** Set on the device once the shopper turns order notifications on. */
export const optInStorageKey = 'order-notifications';

/** A screen with the opt-in came up: what the browser offers is read. */
export const notificationsChecked = createEvent();
export const notificationsSwitched = createEvent<boolean>();
/** Orders on screen moved on (seen by the page's polling). */
export const statusChangesSeen = createEvent<OrderStatusChange[]>();

export const readAccessFx = createEffect<void, { access: NotificationAccess; optedIn: boolean }>(
  async () => ({
    access: await notificationAccess(),
    optedIn: readStored(optInStorageKey) === true,
  }),
);
export const askPermissionFx = createEffect<void, NotificationPermission>(() =>
  askNotificationPermission(),
);
export const rememberOptInFx = createEffect<boolean, void>((on) => {
  if (on) writeStored(optInStorageKey, true);
  else removeStored(optInStorageKey);
});
export const showNotificationsFx = createEffect<
  { changes: OrderStatusChange[]; locale: Locale },
  void
>(async ({ changes, locale }) => {
  for (const change of changes) await showStatusNotification(statusNotification(change, locale));
});

export const $access = createStore<NotificationAccess | 'unknown'>('unknown', {
  serialize: 'ignore',
});
export const $optedIn = createStore(false, { serialize: 'ignore' });
/** Notifications are shown: the shopper turned them on and the browser allows them. */
export const $notificationsOn = combine(
  $access,
  $optedIn,
  (access, optedIn) => access === 'granted' && optedIn,
);
export const $askingPermission = askPermissionFx.pending;

sample({ clock: notificationsChecked, target: readAccessFx });
sample({ clock: readAccessFx.doneData, fn: ({ access }) => access, target: $access });
sample({ clock: readAccessFx.doneData, fn: ({ optedIn }) => optedIn, target: $optedIn });
sample({ clock: readAccessFx.fail, fn: (): NotificationAccess => 'unavailable', target: $access });

// Turning on asks the browser first, unless it already allows them; it is asked only here, on the
// shopper's own click.
sample({
  clock: notificationsSwitched,
  source: $access,
  filter: (access, on) => on && access === 'default',
  target: askPermissionFx,
});
sample({ clock: askPermissionFx.doneData, target: $access });
const turnedOn = sample({
  clock: [
    sample({
      clock: notificationsSwitched,
      source: $access,
      filter: (access, on) => on && access === 'granted',
    }),
    sample({ clock: askPermissionFx.doneData, filter: (permission) => permission === 'granted' }),
  ],
  fn: () => true,
});
const turnedOff = sample({ clock: notificationsSwitched, filter: (on) => !on });
sample({ clock: [turnedOn, turnedOff], target: [$optedIn, rememberOptInFx] });

sample({
  clock: statusChangesSeen,
  source: { on: $notificationsOn, locale: $locale },
  filter: ({ on }, changes) => on && changes.length > 0,
  fn: ({ locale }, changes) => ({ changes, locale }),
  target: attach({ effect: showNotificationsFx }),
});

// The opt-in belongs to the shopper who gave it: signing out turns it off on this device.
sample({ clock: loggedOut, fn: () => false, target: [$optedIn, rememberOptInFx] });
