import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type CardCreateRequest,
  type CardVerification,
} from '@/shared/api';

/**
 * POST /api/payments/card/create — sends the card to the processor, which texts a code to the
 * card's phone. Keep nothing of the card number after this call returns.
 */
export async function createCard(
  client: ApiClient,
  { number, expire, locale, signal }: CardCreateRequest & CallOptions,
): Promise<CardVerification> {
  const result = await client.POST('/api/payments/card/create', {
    body: { number, expire },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
