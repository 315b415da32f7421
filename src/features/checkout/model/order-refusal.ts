import { sample } from 'effector';
import { failureFacts, type ConflictLine } from '@/shared/api';
import { cartCheckRequested } from '@/entities/cart';
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
  // The API refused the order as sent: another try of the same will not do, unlike a failure.
  if (status !== null && status >= 400 && status < 500 && status !== 401) return 'rejected';
  return 'failed';
}

sample({ clock: refused, fn: ({ kind }) => kind, target: $orderError });
sample({ clock: refused, fn: ({ lines }) => lines, target: $conflicts });
sample({ clock: refused, fn: ({ blocked }) => blocked, target: $refusedLines });
sample({
  clock: refused,
  filter: ({ kind }) => kind !== 'failed',
  fn: () => null,
  target: $idempotencyKey,
});
sample({
  clock: refused,
  filter: ({ kind }) => kind === 'price_changed' || kind === 'stock_conflict',
  target: cartCheckRequested,
});
sample({ clock: placeOrderFx.done, fn: (): ConflictLine[] => [], target: $conflicts });
sample({ clock: placeOrderFx.done, fn: (): BlockedLine[] => [], target: $refusedLines });
// The window filled up or closed meanwhile: the places are read again for another choice.
sample({
  clock: placeOrderFx.failData,
  filter: (error) => ['window_full', 'window_closed'].includes(failureFacts(error).code ?? ''),
  target: windowsRefreshed,
});
