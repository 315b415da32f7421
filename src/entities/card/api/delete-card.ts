import { callInit, expectNoContent, type ApiClient, type CallOptions } from '@/shared/api';

/** DELETE /api/payments/cards/{id} — removes a saved card; 404 for a card not the shopper's. */
export async function deleteCard(
  client: ApiClient,
  { id, locale, signal }: CallOptions & { id: number },
): Promise<void> {
  const result = await client.DELETE('/api/payments/cards/{id}', {
    params: { path: { id } },
    ...callInit({ locale, signal }),
  });
  expectNoContent(result);
}
