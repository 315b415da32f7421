import {
  callInit,
  expectData,
  type ApiClient,
  type BrandDetail,
  type CatalogCallOptions,
  type ProductSort,
} from '@/shared/api';

export interface GetBrandParams extends CatalogCallOptions {
  slug: string;
  page?: number;
  per_page?: number;
  sort?: ProductSort;
}

/** GET /api/resources/brands/{slug} — the brand and one page of its products. */
export async function getBrand(
  client: ApiClient,
  { slug, page, per_page, sort, locale, signal, accountType }: GetBrandParams,
): Promise<BrandDetail> {
  const result = await client.GET('/api/resources/brands/{slug}', {
    params: { path: { slug }, query: { page, per_page, sort } },
    ...callInit({ locale, signal, accountType }),
  });
  return expectData(result).data;
}
