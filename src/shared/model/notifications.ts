import { createEvent, createStore, sample } from 'effector';

/**
 * The user-facing notices of the specification's error catalogue (§8). Its "Nothing found" and
 * "No products found" are the empty states of the search page and of the catalogue, not toasts.
 */
export const notificationKinds = [
  'invalidLink',
  'productNotFound',
  'storesNotFound',
  'cartEmpty',
  'invalidCode',
  'cartAdjusted',
  'cartSyncFailed',
  'cartUnsavedAtSignOut',
  'accountDeleted',
  'addedToCart',
  'stockLimitReached',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface Notification {
  id: string;
  kind: NotificationKind;
  tone: 'neutral' | 'info' | 'caution' | 'critical';
  /** What the notice's text names (a product, a quantity). */
  values?: NotificationValues;
}

export type NotificationValues = Readonly<Record<string, string | number>>;

/** Something the shopper should be told in a toast (it closes by itself after 5000 ms). */
export const notified = createEvent<{
  kind: NotificationKind;
  tone?: Notification['tone'];
  values?: NotificationValues;
}>();
export const notificationDismissed = createEvent<string>();

// Serialised: a notice raised while the server renders the page is hydrated as rendered.
const $sequence = createStore(0);
export const $notifications = createStore<Notification[]>([]);

sample({ clock: notified, source: $sequence, fn: (sequence) => sequence + 1, target: $sequence });
sample({
  clock: notified,
  source: { list: $notifications, sequence: $sequence },
  fn: ({ list, sequence }, { kind, tone = 'caution', values }) => [
    // The same notice twice in a row is shown once.
    ...list.filter((notification) => notification.kind !== kind),
    { id: `notice-${sequence}`, kind, tone, ...(values ? { values } : {}) },
  ],
  target: $notifications,
});
sample({
  clock: notificationDismissed,
  source: $notifications,
  fn: (list, id) => list.filter((notification) => notification.id !== id),
  target: $notifications,
});
