import { callInit, expectData, type ApiClient, type CallOptions, type Order } from '@/shared/api';

export interface GetOrderByTransactionParams extends CallOptions {
  /** The order's `transaction_id`. */
  tid: string;
}

/** GET /api/orders/{tid} — the order of a payment transaction (polled after a card checkout). */
export async function getOrderByTransaction(
  client: ApiClient,
  { tid, locale, signal }: GetOrderByTransactionParams,
): Promise<Order> {
  const result = await client.GET('/api/orders/{tid}', {
    params: { path: { tid } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
