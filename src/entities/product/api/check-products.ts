import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type ProductCheckLine,
  type ProductCheckResult,
} from '@/shared/api';

export interface CheckProductsParams extends CatalogCallOptions {
  lines: ProductCheckLine[];
}

/** POST /api/resources/check/products — current price and stock for each line, in order. */
export async function checkProducts(
  client: ApiClient,
  { lines, locale, signal, accountType }: CheckProductsParams,
): Promise<ProductCheckResult[]> {
  const result = await client.POST('/api/resources/check/products', {
    body: { lines },
    ...callInit({ locale, signal, accountType }),
  });
  return expectData(result).data;
}
