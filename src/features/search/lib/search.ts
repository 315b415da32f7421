import { searchProducts, type ProductPage } from '@/entities/product';
import type { ApiClient, UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { foldApostrophes, searchQueryVariants } from '@/shared/lib/text';

/** What the shopper typed, tidied for sending: one apostrophe, single spaces, NFC. */
export function prepareQuery(text: string): string {
  return foldApostrophes(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
}

export interface SearchRequest {
  q: string;
  locale: Locale;
  accountType?: UserType | null;
  perPage?: number;
  page?: number;
  signal?: AbortSignal;
}

export interface SearchOutcome {
  /** The query as sent. */
  query: string;
  /** When nothing matched as typed: the other script / keyboard layout that did. */
  correctedQuery: string | null;
  result: ProductPage;
}

/**
 * Searches as typed; when nothing is found, tries once more as if typed on the other keyboard
 * layout (`ыге` → `sut`), reporting which query found the products.
 */
export async function searchWithFallback(
  api: ApiClient,
  request: SearchRequest,
): Promise<SearchOutcome> {
  const query = prepareQuery(request.q);
  const call = (q: string) =>
    searchProducts(api, {
      q,
      page: request.page,
      per_page: request.perPage,
      locale: request.locale,
      accountType: request.accountType ?? undefined,
      signal: request.signal,
    });
  const result = await call(query);
  if (result.data.length > 0) return { query, correctedQuery: null, result };
  const asTyped = searchQueryVariants(query)[0];
  const alternative = searchQueryVariants(query).find((variant) => variant !== asTyped);
  if (!alternative) return { query, correctedQuery: null, result };
  const retried = await call(alternative);
  return retried.data.length > 0
    ? { query, correctedQuery: alternative, result: retried }
    : { query, correctedQuery: null, result };
}
