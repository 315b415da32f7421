import { callInit, expectData, type ApiClient, type CallOptions, type Store } from '@/shared/api';

/** GET /api/store/stores — the physical stores, in display order. */
export async function listStores(client: ApiClient, options: CallOptions = {}): Promise<Store[]> {
  const result = await client.GET('/api/store/stores', callInit(options));
  return expectData(result).data;
}
