import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $sessionAccess, loggedOut } from '@/entities/session';
import { listOrders, type OrderSummary } from '@/entities/order';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { $api, $locale } from '@/shared/model';
import { forgetOneClickFx, removeDraftFx } from './stored';

/**
 * An order being placed, kept on the device until the API answers. Reloading (or losing the
 * page) meanwhile does not stop the API from creating the order; the next page finds it among
 * the shopper's latest orders and says so, with the way to its confirmation.
 */
export const placingStorageKey = 'placingOrder';

export interface PlacingRecord {
  /** When the order was first sent (ms since the epoch, the device's clock). */
  sentAt: number;
  /** The total the order was last placed with (`expected_total`): the API's order has the same. */
  total: number;
  /** Every total sent since `sentAt` whose order may exist (a retry may differ, e.g. a new fee). */
  totals?: number[];
}

/** An order the API created while the page that placed it was gone. */
export type InterruptedOrder = Pick<
  OrderSummary,
  'number' | 'transaction_id' | 'payment_type' | 'payment_status'
>;

/** How far the device's clock may be from the API's, and how long a placement is looked for. */
export const placingClockSkewMs = 5 * 60_000;
export const placingForgottenAfterMs = 30 * 60_000;
/** The API may still be creating the order when the page comes back: asked again after a pause. */
export const placingLookups = 3;
export const placingLookupPauseMs = 1_500;

export function toPlacingRecord(value: unknown): PlacingRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sentAt, total, totals } = value as Record<string, unknown>;
  if (typeof sentAt !== 'number' || typeof total !== 'number') return null;
  const earlier = Array.isArray(totals)
    ? totals.filter((item): item is number => typeof item === 'number')
    : [];
  return earlier.length > 0 ? { sentAt, total, totals: earlier } : { sentAt, total };
}

/** The totals an order of the record may have. */
function totalsOf(record: PlacingRecord): number[] {
  return [...new Set([...(record.totals ?? []), record.total])];
}

/**
 * The record of an order sent with `total` at `now`. A record still on the device is a placement
 * nobody answered what became of (a timed-out attempt, then a server failure…): the API may have
 * created that order, so a retry adds to the record instead of replacing it, keeping when it was
 * first sent: the order it looks for may be that first one.
 */
export function nextPlacingRecord(
  previous: PlacingRecord | null,
  total: number,
  now: number,
): PlacingRecord {
  if (!previous) return { sentAt: now, total };
  return { sentAt: previous.sentAt, total, totals: [...new Set([...totalsOf(previous), total])] };
}

/** The newest latest order that is the one placed: a total it was sent with, made since. */
export function findPlacedOrder(
  orders: readonly OrderSummary[],
  record: PlacingRecord,
): OrderSummary | null {
  return (
    orders.find(
      (order) =>
        totalsOf(record).includes(order.total) &&
        Date.parse(order.created_at) >= record.sentAt - placingClockSkewMs,
    ) ?? null
  );
}

/** A record left on the device, if it is recent enough to be looked for. */
export function freshPlacing(value: unknown, now: number): PlacingRecord | null {
  const record = toPlacingRecord(value);
  return record && now - record.sentAt < placingForgottenAfterMs ? record : null;
}

export const rememberPlacingFx = createEffect<{ total: number }, void>(({ total }) => {
  const now = Date.now();
  const previous = freshPlacing(readStored(placingStorageKey), now);
  writeStored(placingStorageKey, nextPlacingRecord(previous, total, now));
});
export const forgetPlacingFx = createEffect<void, void>(() => removeStored(placingStorageKey));
export const readPlacingFx = createEffect<void, PlacingRecord | null>(() =>
  freshPlacing(readStored(placingStorageKey), Date.now()),
);
export const pauseFx = createEffect<number, void>(
  (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
);
export const latestOrdersFx = attach({
  source: { api: $api, locale: $locale },
  effect: async ({ api, locale }) => (await listOrders(api, { locale, per_page: 5 })).data,
});

/** Checkout sends an order with this total (wired where orders are placed). */
export const placingStarted = createEvent<{ total: number }>();
/** The API answered the placement, either way: nothing is left to look for. */
export const placingSettled = createEvent();
export const interruptedOrderDismissed = createEvent();

export const $interruptedOrder = createStore<InterruptedOrder | null>(null, {
  serialize: 'ignore',
});
const $record = createStore<PlacingRecord | null>(null, { serialize: 'ignore' });
const $lookupsLeft = createStore(0, { serialize: 'ignore' });

sample({ clock: placingStarted, target: rememberPlacingFx });
sample({ clock: [placingSettled, loggedOut], target: forgetPlacingFx });

// Once the browser knows the shopper is signed in (orders are theirs only), a placement left on
// the device is looked for among their latest orders.
sample({
  clock: $sessionAccess.updates,
  filter: (access) => access === 'signed-in',
  fn: () => undefined,
  target: readPlacingFx,
});
const left = sample({
  clock: readPlacingFx.doneData,
  filter: (record): record is PlacingRecord => record !== null,
});
// Too old to be looked for, or unreadable: forgotten.
sample({
  clock: readPlacingFx.doneData,
  filter: (record) => record === null,
  fn: () => undefined,
  target: forgetPlacingFx,
});
sample({ clock: left, target: $record });
sample({ clock: left, fn: () => placingLookups, target: $lookupsLeft });
sample({ clock: left, target: latestOrdersFx });

const lookedUp = sample({
  clock: latestOrdersFx.doneData,
  source: $record,
  filter: Boolean,
  fn: (record, orders) => findPlacedOrder(orders, record),
});
const found = sample({ clock: lookedUp, filter: Boolean });
sample({
  clock: found,
  fn: ({ number, transaction_id, payment_type, payment_status }): InterruptedOrder => ({
    number,
    transaction_id,
    payment_type,
    payment_status,
  }),
  target: $interruptedOrder,
});
// The order is placed: what was kept to place it is forgotten, as after a confirmation.
sample({ clock: found, fn: () => undefined, target: [forgetPlacingFx, removeDraftFx] });
sample({ clock: found, fn: () => null, target: forgetOneClickFx });

// Not there (yet): asked again after a pause, then given up (the API never got it).
sample({
  clock: lookedUp,
  source: $lookupsLeft,
  filter: (_, order) => order === null,
  fn: (n) => n - 1,
  target: $lookupsLeft,
});
const again = sample({
  clock: $lookupsLeft.updates,
  filter: (n) => n > 0 && n < placingLookups,
});
sample({ clock: again, fn: () => placingLookupPauseMs, target: pauseFx });
sample({ clock: pauseFx.done, target: latestOrdersFx });
sample({
  clock: $lookupsLeft.updates,
  filter: (n) => n === 0,
  fn: () => undefined,
  target: forgetPlacingFx,
});
sample({
  clock: [interruptedOrderDismissed, loggedOut],
  fn: () => null,
  target: $interruptedOrder,
});
