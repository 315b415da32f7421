import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type ProductListQuery,
  type ProductPage,
} from '@/shared/api';

/** POST /api/resources/products — one page of the catalogue with filters and sort. */
export async function listProducts(
  client: ApiClient,
  { locale, signal, accountType, ...query }: ProductListQuery & CatalogCallOptions = {},
): Promise<ProductPage> {
  const result = await client.POST('/api/resources/products', {
    body: query,
    ...callInit({ locale, signal, accountType }),
  });
  return expectData(result);
}
