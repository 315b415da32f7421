import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type SavedAddress,
} from '@/shared/api';

/** GET /api/addresses — the shopper's saved delivery addresses, the default first. */
export async function listAddresses(
  client: ApiClient,
  options: CallOptions = {},
): Promise<SavedAddress[]> {
  const result = await client.GET('/api/addresses', callInit(options));
  return expectData(result).data;
}
