import {
  callInit,
  expectData,
  type ApiClient,
  type Brand,
  type CatalogCallOptions,
} from '@/shared/api';

/** GET /api/resources/brands — every brand with products, sorted by name. */
export async function listBrands(
  client: ApiClient,
  options: CatalogCallOptions = {},
): Promise<Brand[]> {
  const result = await client.GET('/api/resources/brands', callInit(options));
  return expectData(result).data;
}
