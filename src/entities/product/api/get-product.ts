import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type ProductDetail,
} from '@/shared/api';

export interface GetProductParams extends CatalogCallOptions {
  slug: string;
  /** Also answer related products (`resources[]=relateds`). */
  relateds?: boolean;
}

/** GET /api/resources/product/{slug} — a product page; rejects with status 404 when unknown. */
export async function getProduct(
  client: ApiClient,
  { slug, relateds = false, locale, signal, accountType }: GetProductParams,
): Promise<ProductDetail> {
  const result = await client.GET('/api/resources/product/{slug}', {
    params: {
      path: { slug },
      query: relateds ? { 'resources[]': ['relateds'] } : undefined,
    },
    ...callInit({ locale, signal, accountType }),
  });
  return expectData(result).data;
}
