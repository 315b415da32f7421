import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type CartLine,
} from '@/shared/api';

/** GET /api/profile/cart — the signed-in user's saved cart lines. */
export async function getCart(client: ApiClient, options: CallOptions = {}): Promise<CartLine[]> {
  const result = await client.GET('/api/profile/cart', callInit(options));
  return expectData(result);
}
