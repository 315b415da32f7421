import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type Home,
} from '@/shared/api';

/** GET /api/resources/home — slides, categories and product rails for the account type. */
export async function getHome(client: ApiClient, options: CatalogCallOptions = {}): Promise<Home> {
  const result = await client.GET('/api/resources/home', callInit(options));
  return expectData(result).data;
}
