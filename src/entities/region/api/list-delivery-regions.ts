import { callInit, expectData, type ApiClient, type CallOptions } from '@/shared/api';
import type { DeliveryRegion } from '../model/types';

/** GET /api/delivery/regions — every region with its cities and districts, Tashkent first. */
export async function listDeliveryRegions(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DeliveryRegion[]> {
  const result = await client.GET('/api/delivery/regions', callInit(options));
  return expectData(result).data;
}
