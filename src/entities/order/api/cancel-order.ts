import { callInit, expectData, type ApiClient, type CallOptions, type Order } from '@/shared/api';

export interface CancelOrderParams extends CallOptions {
  /** The order's `id`. */
  id: number;
  /** The shopper's reason, in their own words; left out when blank. */
  reason?: string;
}

/**
 * POST /api/orders/{id}/cancel — cancels an order nobody has started assembling. Answers the
 * cancelled order (with `refund` when a card charge was given back); rejects with ApiError 409
 * `order_not_cancellable` once assembling has begun, 404 for an order that is not the shopper's.
 */
export async function cancelOrder(
  client: ApiClient,
  { id, reason, locale, signal }: CancelOrderParams,
): Promise<Order> {
  const trimmed = reason?.trim();
  const result = await client.POST('/api/orders/{id}/cancel', {
    params: { path: { id } },
    body: trimmed ? { reason: trimmed } : {},
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
