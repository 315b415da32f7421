import { callInit, expectData, type ApiClient, type CallOptions, type Card } from '@/shared/api';

/** GET /api/payments/cards — the user's saved cards, the default first. */
export async function listCards(client: ApiClient, options: CallOptions = {}): Promise<Card[]> {
  const result = await client.GET('/api/payments/cards', callInit(options));
  return expectData(result).data;
}
