import type { Transaction } from '@electric-sql/pglite';
import type { ApiContext } from './context.ts';
import { ApiError, notFound, validationFailed } from './errors.ts';

type Queryable = Pick<Transaction, 'query'>;

/** The shop's clock is Tashkent's: UTC+5 all year (no daylight saving). */
const TASHKENT_OFFSET_MINUTES = 5 * 60;
/** A window stops taking orders this long before it starts (pickers need the time). */
export const WINDOW_CUTOFF_MINUTES = 60;
/** Today and the next two days. */
export const WINDOW_DAYS = 3;
export const WINDOW_MINUTES = 120;
/** Orders one courier window takes (the couriers on a shift) and one store's pickup window. */
export const COURIER_WINDOW_CAPACITY = 8;
export const PICKUP_WINDOW_CAPACITY = 12;
/** Courier windows run within the courier's hours in Tashkent. */
export const COURIER_HOURS = { opens: '09:00', closes: '21:00' } as const;

export type WindowKind = { type: 'courier'; region: string } | { type: 'pickup'; storeId: number };

export interface WindowSlot {
  id: string;
  date: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** The window's start as an instant. */
  start: Date;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Tashkent calendar date (YYYY-MM-DD) of an instant. */
export function tashkentDate(instant: Date): string {
  return new Date(instant.getTime() + TASHKENT_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

function instantOf(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - TASHKENT_OFFSET_MINUTES) * 60_000);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const kindPrefix = (kind: WindowKind) =>
  kind.type === 'courier' ? `courier-${kind.region}` : `pickup-${kind.storeId}`;

/** Every window of a kind on a day, within the given hours, in two-hour steps. */
function slotsOfDay(
  kind: WindowKind,
  date: string,
  hours: { opens: string; closes: string },
): WindowSlot[] {
  const slots: WindowSlot[] = [];
  const capacity = kind.type === 'courier' ? COURIER_WINDOW_CAPACITY : PICKUP_WINDOW_CAPACITY;
  for (
    let start = minutesOf(hours.opens);
    start + WINDOW_MINUTES <= minutesOf(hours.closes);
    start += WINDOW_MINUTES
  ) {
    slots.push({
      id: `${kindPrefix(kind)}-${date.replaceAll('-', '')}-${hhmm(start).replace(':', '')}`,
      date,
      starts_at: hhmm(start),
      ends_at: hhmm(start + WINDOW_MINUTES),
      capacity,
      start: instantOf(date, start),
    });
  }
  return slots;
}

async function hoursOf(db: Queryable, kind: WindowKind) {
  if (kind.type === 'courier') return COURIER_HOURS;
  const { rows } = await db.query<{ opens: string; closes: string }>(
    'SELECT opens, closes FROM stores WHERE id = $1',
    [kind.storeId],
  );
  return rows[0] ?? null;
}

/** The windows offered now: today's and the next days', past their cut-off or not. */
async function offeredSlots(db: Queryable, kind: WindowKind, now: Date): Promise<WindowSlot[]> {
  const hours = await hoursOf(db, kind);
  if (!hours) throw notFound();
  const today = tashkentDate(now);
  return Array.from({ length: WINDOW_DAYS }, (_, day) =>
    slotsOfDay(kind, addDays(today, day), hours),
  ).flat();
}

const beforeCutoff = (start: Date, now: Date) =>
  now.getTime() < start.getTime() - WINDOW_CUTOFF_MINUTES * 60_000;

async function takenPlaces(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ window_id: string; capacity: number; taken: number }>(
    'SELECT window_id, capacity, taken FROM delivery_window_places WHERE window_id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((row) => [row.window_id, row]));
}

/** The contract's listDeliveryWindows: windows of a kind, optionally on one date, with places left. */
export async function listWindows(
  ctx: ApiContext,
  query: { type: 'courier' | 'pickup'; region?: string; store_id?: number; date?: string },
) {
  let kind: WindowKind;
  if (query.type === 'courier') {
    if (query.region === undefined) throw validationFailed({ field: 'region', code: 'required' });
    if (query.region !== 'tashkent') {
      throw validationFailed({ field: 'region', code: 'not_allowed' });
    }
    kind = { type: 'courier', region: query.region };
  } else {
    if (query.store_id === undefined) {
      throw validationFailed({ field: 'store_id', code: 'required' });
    }
    kind = { type: 'pickup', storeId: query.store_id };
  }
  const now = ctx.now();
  const slots = (await offeredSlots(ctx.db, kind, now)).filter(
    (slot) => query.date === undefined || slot.date === query.date,
  );
  const places = await takenPlaces(
    ctx.db,
    slots.map((slot) => slot.id),
  );
  return {
    data: slots.map(({ start, ...slot }) => {
      const row = places.get(slot.id);
      const capacity = row?.capacity ?? slot.capacity;
      const left = Math.max(0, capacity - (row?.taken ?? 0));
      return { ...slot, capacity, left, available: left > 0 && beforeCutoff(start, now) };
    }),
    meta: { cutoff_minutes: WINDOW_CUTOFF_MINUTES, days: WINDOW_DAYS },
  };
}

/** The window a stored order names, for showing it: its date and hours read from the id. */
export function chosenWindow(id: string) {
  const match = /-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(id);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match;
  const start = Number(hour) * 60 + Number(minute);
  return {
    id,
    date: `${year}-${month}-${day}`,
    starts_at: hhmm(start),
    ends_at: hhmm(start + WINDOW_MINUTES),
  };
}

/**
 * Takes one place in the order's window inside the order's transaction: the row is created at
 * the window's capacity the first time, and the conditional update cannot pass the capacity, so
 * of many orders racing for the last place exactly one gets it. A window that is not offered for
 * this delivery or is past its cut-off is closed.
 */
export async function takeWindowPlace(
  tx: Queryable,
  kind: WindowKind,
  windowId: string,
  now: Date,
): Promise<void> {
  const slot = (await offeredSlots(tx, kind, now).catch(() => [])).find((s) => s.id === windowId);
  if (!slot || !beforeCutoff(slot.start, now)) throw new ApiError(409, 'window_closed');
  await tx.query(
    `INSERT INTO delivery_window_places (window_id, capacity) VALUES ($1, $2)
     ON CONFLICT (window_id) DO NOTHING`,
    [windowId, slot.capacity],
  );
  const { rows } = await tx.query(
    `UPDATE delivery_window_places SET taken = taken + 1
      WHERE window_id = $1 AND taken < capacity RETURNING taken`,
    [windowId],
  );
  if (rows.length !== 1) throw new ApiError(409, 'window_full');
}

/** Gives an order's place back (its payment failed or it was cancelled). */
export async function releaseWindowPlace(tx: Queryable, windowId: string | undefined) {
  if (!windowId) return;
  await tx.query(
    'UPDATE delivery_window_places SET taken = taken - 1 WHERE window_id = $1 AND taken > 0',
    [windowId],
  );
}
