import { callInit, expectNoContent, type ApiClient, type CallOptions } from '@/shared/api';

/** DELETE /api/addresses/{id} — removes a saved address; 404 for one not the shopper's. */
export async function deleteAddress(
  client: ApiClient,
  { id, locale, signal }: CallOptions & { id: number },
): Promise<void> {
  const result = await client.DELETE('/api/addresses/{id}', {
    params: { path: { id } },
    ...callInit({ locale, signal }),
  });
  expectNoContent(result);
}
