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
  /** Current data, past every cache (the offline worker's too): a stock check before checkout. */
  fresh?: boolean;
}

/** GET /api/resources/product/{slug} — a product page; rejects with status 404 when unknown. */
export async function getProduct(
  client: ApiClient,
  { slug, relateds = false, locale, signal, accountType, fresh = false }: GetProductParams,
): Promise<ProductDetail> {
  const result = await client.GET('/api/resources/product/{slug}', {
    params: {
      path: { slug },
      query: relateds ? { 'resources[]': ['relateds'] } : undefined,
    },
    ...callInit({ locale, signal, accountType }),
    ...(fresh ? { cache: 'no-store' as const } : {}),
  });
  return expectData(result).data;
}
