import {
  callInit,
  expectData,
  type ApiClient,
  type CatalogCallOptions,
  type Slide,
} from '@/shared/api';

/** GET /api/content/slides — home page slides for the account type. */
export async function listSlides(
  client: ApiClient,
  options: CatalogCallOptions = {},
): Promise<Slide[]> {
  const result = await client.GET('/api/content/slides', callInit(options));
  return expectData(result).data;
}
