import { callInit, expectData, type ApiClient, type CallOptions } from '@/shared/api';
import type { BusinessRequest, BusinessRequestCreate } from '../model/types';

/**
 * POST /api/business/requests — a company's request to buy on account; answers the stored
 * request with the number the company quotes to the support team.
 */
export async function createBusinessRequest(
  client: ApiClient,
  request: BusinessRequestCreate,
  options: CallOptions = {},
): Promise<BusinessRequest> {
  const result = await client.POST('/api/business/requests', {
    body: request,
    ...callInit(options),
  });
  return expectData(result).data;
}
