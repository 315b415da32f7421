import { callInit, expectData, type ApiClient, type CallOptions } from '@/shared/api';
import type { DeliveryQuote, DeliveryQuoteRequest } from '../model/types';

/**
 * POST /api/delivery/quote — the fee, the days and the lines a region cannot receive, for the
 * shopper to see before committing.
 */
export async function quoteDelivery(
  client: ApiClient,
  request: DeliveryQuoteRequest,
  options: CallOptions = {},
): Promise<DeliveryQuote> {
  const result = await client.POST('/api/delivery/quote', {
    body: request,
    ...callInit(options),
  });
  return expectData(result).data;
}
