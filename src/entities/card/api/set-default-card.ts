import { callInit, expectData, type ApiClient, type CallOptions, type Card } from '@/shared/api';

/** PUT /api/payments/cards/{id}/default — answers the saved cards, the new default first. */
export async function setDefaultCard(
  client: ApiClient,
  { id, locale, signal }: CallOptions & { id: number },
): Promise<Card[]> {
  const result = await client.PUT('/api/payments/cards/{id}/default', {
    params: { path: { id } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
