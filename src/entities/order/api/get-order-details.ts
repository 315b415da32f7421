import { callInit, expectData, type ApiClient, type CallOptions, type Order } from '@/shared/api';

export interface GetOrderDetailsParams extends CallOptions {
  /** The order's `id`. */
  id: number;
}

/** GET /api/orders/{id}/details — an order with its lines and status history. */
export async function getOrderDetails(
  client: ApiClient,
  { id, locale, signal }: GetOrderDetailsParams,
): Promise<Order> {
  const result = await client.GET('/api/orders/{id}/details', {
    params: { path: { id } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
