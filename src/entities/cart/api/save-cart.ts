import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type CartLine,
} from '@/shared/api';

export interface SaveCartParams extends CallOptions {
  cart_data: CartLine[];
  /** Lets the request outlive the page when it is being hidden or closed. */
  keepalive?: boolean;
}

/** POST /api/profile/cart — replaces the saved cart; answers the saved lines. */
export async function saveCart(
  client: ApiClient,
  { cart_data, locale, signal, keepalive }: SaveCartParams,
): Promise<CartLine[]> {
  const result = await client.POST('/api/profile/cart', {
    body: { cart_data },
    ...callInit({ locale, signal }),
    ...(keepalive ? { keepalive: true } : {}),
  });
  return expectData(result);
}
