import {
  callInit,
  expectData,
  type ApiClient,
  type BlogList,
  type CallOptions,
} from '@/shared/api';

export interface ListBlogsParams extends CallOptions {
  page?: number;
  per_page?: number;
}

/** GET /api/content/blogs — one page of articles, newest first. */
export async function listBlogs(
  client: ApiClient,
  { page, per_page, locale, signal }: ListBlogsParams = {},
): Promise<BlogList> {
  const result = await client.GET('/api/content/blogs', {
    params: { query: { page, per_page } },
    ...callInit({ locale, signal }),
  });
  return expectData(result);
}
