import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserFx, loggedOut, sessionRestored } from '@/entities/session';
import type { OrderSummary } from '@/shared/api';
import {
  $interruptedOrder,
  findPlacedOrder,
  forgetPlacingFx,
  freshPlacing,
  latestOrdersFx,
  pauseFx,
  placingSettled,
  placingStarted,
  placingStorageKey,
  readPlacingFx,
  rememberPlacingFx,
  type PlacingRecord,
} from './placing';
import { removeDraftFx, writeOneClickFx } from './stored';

const sentAt = Date.parse('2026-11-24T10:00:00Z');
const record: PlacingRecord = { sentAt, total: 71_000 };

function summary(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    id: 5012,
    number: 'SV-261124-0042',
    transaction_id: '9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13',
    status: 'confirmed',
    payment_status: 'not_required',
    payment_type: 'cash',
    delivery_type: 'courier',
    total: 71_000,
    currency_name: 'sum',
    lines_count: 2,
    images: [],
    created_at: '2026-11-24T10:00:02Z',
    ...overrides,
  } as OrderSummary;
}

const signedIn = {
  isAuthenticated: true,
  token: 'token',
  user: null,
  userType: 'null' as const,
};

function scopeWith(answers: OrderSummary[][], stored: PlacingRecord | null = record) {
  const lookups = vi.fn(async () => answers.shift() ?? []);
  const forgotten = vi.fn();
  const draftRemoved = vi.fn();
  const oneClickWritten = vi.fn();
  const pauses = vi.fn(async (_ms: number) => undefined);
  const scope = fork({
    handlers: [
      [readPlacingFx, () => stored],
      [latestOrdersFx, lookups],
      [forgetPlacingFx, forgotten],
      [removeDraftFx, draftRemoved],
      [writeOneClickFx, oneClickWritten],
      [pauseFx, pauses],
      [fetchUserFx, () => ({ id: 1, user_type: 'individual' }) as never],
    ],
  });
  return { scope, lookups, forgotten, draftRemoved, oneClickWritten, pauses };
}

describe('an order placed while the page reloaded', () => {
  it('is kept on the device from sending until the API answers', async () => {
    const remembered = vi.fn();
    const forgotten = vi.fn();
    const scope = fork({
      handlers: [
        [rememberPlacingFx, remembered],
        [forgetPlacingFx, forgotten],
      ],
    });
    await allSettled(placingStarted, { scope, params: { total: 71_000 } });
    expect(remembered).toHaveBeenCalledWith({ total: 71_000 });
    expect(forgotten).not.toHaveBeenCalled();
    await allSettled(placingSettled, { scope });
    expect(forgotten).toHaveBeenCalledTimes(1);
  });

  it('is found among the latest orders once the shopper is known to be signed in, and named', async () => {
    const placed = summary({});
    const { scope, lookups, forgotten, draftRemoved, oneClickWritten } = scopeWith([
      [placed, summary({ number: 'SV-261120-0001', created_at: '2026-11-20T08:00:00Z' })],
    ]);
    await allSettled(sessionRestored, { scope, params: signedIn });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(scope.getState($interruptedOrder)).toEqual({
      number: 'SV-261124-0042',
      transaction_id: '9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13',
      payment_type: 'cash',
      payment_status: 'not_required',
    });
    // What was kept to place it is forgotten, as after a confirmation.
    expect(forgotten).toHaveBeenCalled();
    expect(draftRemoved).toHaveBeenCalled();
    expect(oneClickWritten).toHaveBeenCalledWith(null);
  });

  it('is asked for again while the API may still be creating it, three times at most', async () => {
    const { scope, lookups, pauses } = scopeWith([[], [summary({})]]);
    await allSettled(sessionRestored, { scope, params: signedIn });
    expect(lookups).toHaveBeenCalledTimes(2);
    expect(pauses).toHaveBeenCalledWith(1_500);
    expect(scope.getState($interruptedOrder)?.number).toBe('SV-261124-0042');

    const never = scopeWith([[], [], [], []]);
    await allSettled(sessionRestored, { scope: never.scope, params: signedIn });
    expect(never.lookups).toHaveBeenCalledTimes(3);
    expect(never.forgotten).toHaveBeenCalledTimes(1);
    expect(never.scope.getState($interruptedOrder)).toBeNull();
  });

  it('is not looked for when nothing was being placed, or for a signed-out shopper', async () => {
    const nothing = scopeWith([[summary({})]], null);
    await allSettled(sessionRestored, { scope: nothing.scope, params: signedIn });
    expect(nothing.lookups).not.toHaveBeenCalled();

    const signedOut = scopeWith([[summary({})]]);
    await allSettled(sessionRestored, {
      scope: signedOut.scope,
      params: { ...signedIn, isAuthenticated: false, token: null },
    });
    expect(signedOut.lookups).not.toHaveBeenCalled();
  });

  it('goes away when dismissed or on signing out', async () => {
    const { scope } = scopeWith([[summary({})]]);
    await allSettled(sessionRestored, { scope, params: signedIn });
    expect(scope.getState($interruptedOrder)).not.toBeNull();
    await allSettled(loggedOut, { scope });
    expect(scope.getState($interruptedOrder)).toBeNull();
  });
});

describe('an order retried while its first answer never came', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Sends each total in turn, `retryAfterMs` apart, then a page that reloads looks for the order. */
  async function retriedThenReloaded(totals: number[], retryAfterMs: number, placed: OrderSummary) {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sentAt);
    const sending = fork();
    for (const [index, total] of totals.entries()) {
      vi.setSystemTime(sentAt + index * retryAfterMs);
      await allSettled(placingStarted, { scope: sending, params: { total } });
    }
    vi.setSystemTime(sentAt + totals.length * retryAfterMs);
    const stored = items.get(placingStorageKey);
    const reloaded = fork({
      handlers: [
        [latestOrdersFx, async () => [placed]],
        [removeDraftFx, vi.fn()],
        [writeOneClickFx, vi.fn()],
        [pauseFx, async () => undefined],
        [fetchUserFx, () => ({ id: 1, user_type: 'individual' }) as never],
      ],
    });
    await allSettled(sessionRestored, { scope: reloaded, params: signedIn });
    return { stored, found: reloaded.getState($interruptedOrder) };
  }

  it('is looked for from its first sending, however late the retry', async () => {
    // Sent at 10:00 and timed out; retried at 10:10 (a server failure): the order of 10:00 is it.
    const placed = summary({ created_at: '2026-11-24T10:00:02Z' });
    const { stored, found } = await retriedThenReloaded([71_000, 71_000], 10 * 60_000, placed);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ sentAt });
    expect(found?.number).toBe('SV-261124-0042');
  });

  it('is looked for with every total sent, when a retry was sent with another', async () => {
    const placed = summary({ created_at: '2026-11-24T10:00:02Z', total: 71_000 });
    const { found } = await retriedThenReloaded([71_000, 74_000], 60_000, placed);
    expect(found?.number).toBe('SV-261124-0042');
  });
});

describe('findPlacedOrder', () => {
  it('takes the newest order of the same total created since it was sent', () => {
    const older = summary({ number: 'SV-1', created_at: '2026-11-24T09:00:00Z' });
    const other = summary({ number: 'SV-2', total: 50_000 });
    const placed = summary({ number: 'SV-3' });
    expect(findPlacedOrder([other, placed, older], record)?.number).toBe('SV-3');
    expect(findPlacedOrder([other, older], record)).toBeNull();
  });

  it('allows the device clock to run up to five minutes ahead of the API', () => {
    const early = summary({ created_at: '2026-11-24T09:55:30Z' });
    expect(findPlacedOrder([early], record)?.number).toBe('SV-261124-0042');
    const tooEarly = summary({ created_at: '2026-11-24T09:54:30Z' });
    expect(findPlacedOrder([tooEarly], record)).toBeNull();
  });
});

describe('freshPlacing', () => {
  it('keeps a record for half an hour and ignores what is not one', () => {
    expect(freshPlacing(record, sentAt + 29 * 60_000)).toEqual(record);
    expect(freshPlacing(record, sentAt + 30 * 60_000)).toBeNull();
    expect(freshPlacing({ sentAt: 'today', total: 1 }, sentAt)).toBeNull();
    expect(freshPlacing(null, sentAt)).toBeNull();
  });
});
