import {
  callInit,
  expectData,
  type AddressInput,
  type ApiClient,
  type CallOptions,
  type SavedAddress,
} from '@/shared/api';

/** PUT /api/addresses/{id} — replaces a saved address's fields; 404 for one not the shopper's. */
export async function updateAddress(
  client: ApiClient,
  { id, address, locale, signal }: CallOptions & { id: number; address: AddressInput },
): Promise<SavedAddress> {
  const result = await client.PUT('/api/addresses/{id}', {
    params: { path: { id } },
    body: address,
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
