import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type Category,
} from '@/shared/api';

/** GET /api/resources/categories — the category tree. */
export async function listCategories(
  client: ApiClient,
  options: CatalogCallOptions = {},
): Promise<Category[]> {
  const result = await client.GET('/api/resources/categories', callInit(options));
  return expectData(result).data;
}
