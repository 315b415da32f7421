import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type ProductSlug,
} from '@/shared/api';

/** GET /api/resources/products/slugs — every product slug with its last change, for the sitemap. */
export async function listProductSlugs(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ProductSlug[]> {
  const result = await client.GET('/api/resources/products/slugs', callInit(options));
  return expectData(result).data;
}
