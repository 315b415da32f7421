import { callInit, expectData, type ApiClient, type Blog, type CallOptions } from '@/shared/api';

export interface GetBlogParams extends CallOptions {
  slug: string;
}

/** GET /api/content/blogs/{slug} — an article with its HTML body. */
export async function getBlog(
  client: ApiClient,
  { slug, locale, signal }: GetBlogParams,
): Promise<Blog> {
  const result = await client.GET('/api/content/blogs/{slug}', {
    params: { path: { slug } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
