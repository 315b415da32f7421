import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type DeliverySettings,
} from '@/shared/api';

/** GET /api/settings/delivery — courier fee, free-delivery threshold, tariffs and USD rate. */
export async function getDeliverySettings(
  client: ApiClient,
  options: CallOptions = {},
): Promise<DeliverySettings> {
  const result = await client.GET('/api/settings/delivery', callInit(options));
  return expectData(result).data;
}
