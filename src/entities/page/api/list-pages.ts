import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type PageSummary,
} from '@/shared/api';

/** GET /api/content/pages — every content page's slug and title. */
export async function listPages(
  client: ApiClient,
  options: CallOptions = {},
): Promise<PageSummary[]> {
  const result = await client.GET('/api/content/pages', callInit(options));
  return expectData(result).data;
}
