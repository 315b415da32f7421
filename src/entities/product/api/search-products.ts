import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type ProductPage,
} from '@/shared/api';

export interface SearchProductsParams extends CatalogCallOptions {
  /** What the shopper typed (1–100 characters). */
  q: string;
  page?: number;
  per_page?: number;
}

/** GET /api/resources/products/search — products matching what the shopper typed. */
export async function searchProducts(
  client: ApiClient,
  { q, page, per_page, locale, signal, accountType }: SearchProductsParams,
): Promise<ProductPage> {
  const result = await client.GET('/api/resources/products/search', {
    params: { query: { q, page, per_page } },
    ...callInit({ locale, signal, accountType }),
  });
  return expectData(result);
}
