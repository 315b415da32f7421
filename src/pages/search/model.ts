import { attach, createEvent, createStore, sample } from 'effector';
import { $query, prepareQuery, searchWithFallback, type SearchOutcome } from '@/features/search';
import type { UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, notified, pageFailed, type PageContext } from '@/shared/model';

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
export const $outcome = createStore<SearchOutcome | null>(null);
export const $loading = searchFx.pending;

const started = sample({
  clock: pageStarted,
  fn: ({ search, locale }) => {
    const params = new URLSearchParams(search);
    const page = Number(params.get('page'));
    return {
      q: prepareQuery(params.get('q') ?? ''),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      locale,
    };
  },
});
sample({ clock: started, fn: ({ q }) => q, target: $searchText });
// The header's search box shows what the results are for, ready to be refined.
sample({ clock: started, fn: ({ q }) => q, target: $query });
sample({ clock: started, filter: ({ q }) => q.length === 0, fn: () => null, target: $outcome });
sample({
  clock: started,
  source: $accountType,
  filter: (_, { q }) => q.length > 0,
  fn: (accountType, { q, page, locale }) => ({ q: clip(q), page, locale, accountType }),
  target: searchFx,
});
sample({
  clock: searchFx.done,
  source: $searchText,
  filter: (text, { params }) => clip(text) === params.q,
  fn: (_, { result }) => result,
  target: $outcome,
});
sample({ clock: searchFx.fail, target: pageFailed });
sample({
  clock: $outcome.updates,
  filter: (outcome) => outcome !== null && outcome.result.data.length === 0,
  fn: () => ({ kind: 'nothingFound' as const, tone: 'info' as const }),
  target: notified,
});
