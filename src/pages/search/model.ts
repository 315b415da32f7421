import { attach, createEvent, createStore, sample } from 'effector';
import { $query, prepareQuery, searchWithFallback, type SearchOutcome } from '@/features/search';
import {
  isNothingThere,
  lastPageIfPast,
  pageToRequest,
  readPageNumber,
  type UserType,
} from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, pageFailed, pageNotFound, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

/** The first 100 characters the API takes, never half of an emoji. */
const clip = (text: string) => Array.from(text).slice(0, 100).join('');

interface SearchPageRequest {
  q: string;
  page: number;
  locale: Locale;
  accountType: UserType | null;
}

export const searchFx = attach({
  source: $api,
  effect: (api, { q, page, locale, accountType }: SearchPageRequest) =>
    searchWithFallback(api, { q, page, perPage: 24, locale, accountType }),
});

export const $searchText = createStore('');
/** The page of results the address asks for. */
const $page = createStore(1);
export const $outcome = createStore<SearchOutcome | null>(null);
/**
 * The last page of results when the address asks for a page past it (something was found, only
 * not that much); `null` otherwise.
 */
export const $pastLastPage = createStore<number | null>(null);
export const $loading = searchFx.pending;

const started = sample({
  clock: pageStarted,
  fn: ({ search, locale }) => {
    const params = new URLSearchParams(search);
    return {
      q: prepareQuery(params.get('q') ?? ''),
      page: readPageNumber(params.get('page')),
      locale,
    };
  },
});
sample({ clock: started, fn: ({ q }) => q, target: $searchText });
sample({ clock: started, fn: ({ page }) => page, target: $page });
// The header's search box shows what the results are for, ready to be refined.
sample({ clock: started, fn: ({ q }) => q, target: $query });
sample({ clock: started, filter: ({ q }) => q.length === 0, fn: () => null, target: $outcome });
sample({
  clock: started,
  filter: ({ q }) => q.length === 0,
  fn: () => null,
  target: $pastLastPage,
});
sample({
  clock: started,
  source: $accountType,
  filter: (_, { q }) => q.length > 0,
  fn: (accountType, { q, page, locale }) => ({
    q: clip(q),
    page: pageToRequest(page),
    locale,
    accountType,
  }),
  target: searchFx,
});
// Only the answer to the query and page in the address now is shown.
const answered = sample({
  clock: searchFx.done,
  source: { text: $searchText, page: $page },
  filter: ({ text, page }, { params }) =>
    clip(text) === params.q && pageToRequest(page) === params.page,
  fn: ({ page }, { result }) => ({ page, outcome: result }),
});
sample({ clock: answered, fn: ({ outcome }) => outcome, target: $outcome });
sample({
  clock: answered,
  fn: ({ page, outcome }) => lastPageIfPast(page, outcome.result.meta),
  target: $pastLastPage,
});
// The API refuses a request outside its contract: nothing is there, never a server error.
sample({ clock: searchFx.failData, filter: isNothingThere, target: pageNotFound });
sample({
  clock: searchFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
