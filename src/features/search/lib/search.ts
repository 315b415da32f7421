import { searchProducts, type ProductPage } from '@/entities/product';
import type { ApiClient, UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { foldApostrophes, searchQueryVariants } from '@/shared/lib/text';

/** The longest query the API takes (`q` of `searchProducts`). */
export const queryMaxLength = 100;

/** Control characters and halves of a surrogate pair: nothing a shopper types, nothing to send. */
const untypable =
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What the shopper typed, tidied for sending: one apostrophe, single spaces, NFC. */
export function prepareQuery(text: string): string {
  return foldApostrophes(text.replace(untypable, ' ').normalize('NFC')).replace(/\s+/g, ' ').trim();
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
 * Searches as typed; when nothing at all is found, tries once more as if typed on the other keyboard
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
  // Found as typed, even if not on this page (a page past the list's end): no retry.
  if (result.meta.total > 0) return { query, correctedQuery: null, result };
  const asTyped = searchQueryVariants(query)[0];
  // A key in the other script can be longer than what was typed (ш → sh): it is cut to what the
  // API takes.
  const alternative = searchQueryVariants(query)
    .find((variant) => variant !== asTyped)
    ?.slice(0, queryMaxLength)
    .trim();
  if (!alternative) return { query, correctedQuery: null, result };
  const retried = await call(alternative);
  return retried.meta.total > 0
    ? { query, correctedQuery: alternative, result: retried }
    : { query, correctedQuery: null, result };
}
