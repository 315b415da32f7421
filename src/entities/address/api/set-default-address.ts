import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type SavedAddress,
} from '@/shared/api';

/** PUT /api/addresses/{id}/default — answers the saved addresses, the new default first. */
export async function setDefaultAddress(
  client: ApiClient,
  { id, locale, signal }: CallOptions & { id: number },
): Promise<SavedAddress[]> {
  const result = await client.PUT('/api/addresses/{id}/default', {
    params: { path: { id } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
