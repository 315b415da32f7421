import { callInit, expectData, type ApiClient, type CallOptions } from '@/shared/api';
import type { DeliveryWindowList, DeliveryWindowQuery } from '../model/delivery-window';

/**
 * GET /api/delivery/windows — the two-hour windows a courier (Tashkent) or pickup (a store)
 * order can choose, with the places left in each.
 */
export async function listDeliveryWindows(
  client: ApiClient,
  query: DeliveryWindowQuery,
  options: CallOptions = {},
): Promise<DeliveryWindowList> {
  const result = await client.GET('/api/delivery/windows', {
    params: { query },
    ...callInit(options),
  });
  return expectData(result);
}
