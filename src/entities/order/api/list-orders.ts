import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type OrderList,
} from '@/shared/api';

export interface ListOrdersParams extends CallOptions {
  page?: number;
  per_page?: number;
  /** `active`, `completed` or `cancelled`; all orders when absent. */
  status?: 'active' | 'completed' | 'cancelled';
}

/** GET /api/orders/list — one page of the user's orders, newest first. */
export async function listOrders(
  client: ApiClient,
  { page, per_page, status, locale, signal }: ListOrdersParams = {},
): Promise<OrderList> {
  const result = await client.GET('/api/orders/list', {
    params: { query: { page, per_page, status } },
    ...callInit({ locale, signal }),
  });
  return expectData(result);
}
