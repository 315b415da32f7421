import { callInit, expectData, type ApiClient, type CallOptions, type Page } from '@/shared/api';

export interface GetPageParams extends CallOptions {
  /** about, contacts, delivery, how-to-buy, public-offer, return, … */
  slug: string;
}

/** GET /api/content/pages/{slug} — a content page with its HTML body. */
export async function getPage(
  client: ApiClient,
  { slug, locale, signal }: GetPageParams,
): Promise<Page> {
  const result = await client.GET('/api/content/pages/{slug}', {
    params: { path: { slug } },
    ...callInit({ locale, signal }),
  });
  return expectData(result).data;
}
