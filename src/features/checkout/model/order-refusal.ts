import { sample } from 'effector';
import { failureFacts, type ConflictLine } from '@/shared/api';
import { cartCheckRequested } from '@/entities/cart';
import { loggedIn } from '@/entities/session';
import type { BlockedLine } from '@/entities/region';
import { windowsRefreshed } from './window';
import {
  $conflicts,
  $idempotencyKey,
  $orderError,
  $refusedLines,
  placeOrderFx,
  type OrderError,
} from './order-state';

// Nothing is charged silently: a changed price or missing stock is shown and the cart re-checked;
// perishable lines a region cannot receive are named.
const namedRefusals = ['price_changed', 'stock_conflict', 'perishables_not_shipped'] as const;
const refused = placeOrderFx.failData.map(
  (error): { kind: OrderError; lines: ConflictLine[]; blocked: BlockedLine[] } => {
    const body = (error as { body?: { lines?: ConflictLine[]; blocked_lines?: BlockedLine[] } })
      .body;
    return { kind: refusalOf(error), lines: body?.lines ?? [], blocked: body?.blocked_lines ?? [] };
  },
);
function refusalOf(error: unknown): OrderError {
  const { status, code } = failureFacts(error);
  const named = namedRefusals.find((refusal) => refusal === code);
  if (named) return named;
  if (code === 'window_full' || code === 'window_closed') return 'window';
  if (status === 429) return 'tooManyRequests';
  // The attempt's key placed an order with other details before (an answer that never came):
  // the same key can only ever be refused again.
  if (code === 'idempotency_key_reused') return 'keyReused';
  // The session is over: nothing was looked at, and the same attempt goes on after signing in.
  if (status === 401) return 'sessionEnded';
  // The API refused the order as sent: another try of the same will not do, unlike a failure.
  if (status !== null && status >= 400 && status < 500) return 'rejected';
  return 'failed';
}

/**
 * The answers after which the attempt's key is kept: a retry of the same order must use it, so
 * that an order the API created for an answer that never came is answered, not placed twice.
 */
const keyKeptAfter: readonly OrderError[] = ['failed', 'sessionEnded'];

sample({ clock: refused, fn: ({ kind }) => kind, target: $orderError });
sample({ clock: refused, fn: ({ lines }) => lines, target: $conflicts });
sample({ clock: refused, fn: ({ blocked }) => blocked, target: $refusedLines });
sample({
  clock: refused,
  filter: ({ kind }) => !keyKeptAfter.includes(kind),
  fn: () => null,
  target: $idempotencyKey,
});
sample({
  clock: refused,
  filter: ({ kind }) => kind === 'price_changed' || kind === 'stock_conflict',
  target: cartCheckRequested,
});
// Signed in again: the session that ended is no longer what stands in the way.
sample({
  clock: loggedIn,
  source: $orderError,
  filter: (error) => error === 'sessionEnded',
  fn: () => null,
  target: $orderError,
});
sample({ clock: placeOrderFx.done, fn: (): ConflictLine[] => [], target: $conflicts });
sample({ clock: placeOrderFx.done, fn: (): BlockedLine[] => [], target: $refusedLines });
// The window filled up or closed meanwhile: the places are read again for another choice.
sample({
  clock: placeOrderFx.failData,
  filter: (error) => ['window_full', 'window_closed'].includes(failureFacts(error).code ?? ''),
  target: windowsRefreshed,
});
