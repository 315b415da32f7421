import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type Card,
  type CardConfirmRequest,
} from '@/shared/api';

/** POST /api/payments/card/confirm — confirms the SMS code; answers the saved card. */
export async function confirmCard(
  client: ApiClient,
  { request_id, code, locale, signal }: CardConfirmRequest & CallOptions,
): Promise<Card> {
  const result = await client.POST('/api/payments/card/confirm', {
    body: { request_id, code },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
