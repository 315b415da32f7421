import {
  callInit,
  expectData,
  type AddressInput,
  type ApiClient,
  type CallOptions,
  type SavedAddress,
} from '@/shared/api';

/** POST /api/addresses — saves a delivery address; the shopper's first becomes the default. */
export async function createAddress(
  client: ApiClient,
  { address, locale, signal }: CallOptions & { address: AddressInput },
): Promise<SavedAddress> {
  const result = await client.POST('/api/addresses', {
    body: address,
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
