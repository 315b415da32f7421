import {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  type EffectParams,
} from 'effector';
import { debounce } from 'patronum';
import type { ProductSummary, UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, $locale } from '@/shared/model';
import { prepareQuery, searchWithFallback, type SearchOutcome } from '../lib/search';

export const suggestionDelayMs = 250;
export const suggestionMinLength = 2;
const suggestionCount = 6;

/** The shopper typed in the header search box. */
export const queryChanged = createEvent<string>();
/** The box was cleared, submitted or a suggestion chosen. */
export const suggestionsClosed = createEvent();

export const $query = createStore('');
export const $suggestions = createStore<ProductSummary[]>([]);
export const $correctedQuery = createStore<string | null>(null);

interface SuggestRequest {
  q: string;
  locale: Locale;
  accountType: UserType | null;
  signal: AbortSignal;
}

export const suggestFx = attach({
  source: $api,
  effect: (api, { q, locale, accountType, signal }: SuggestRequest): Promise<SearchOutcome> =>
    searchWithFallback(api, { q, locale, accountType, perPage: suggestionCount, signal }),
});
export const $loading = suggestFx.pending;

// The request in flight; a newer query cancels it.
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' });
const replaceControllerFx = createEffect((previous: AbortController | null) => {
  previous?.abort();
  return new AbortController();
});
const cancelFx = createEffect((previous: AbortController | null) => previous?.abort());

sample({ clock: queryChanged, target: $query });
const settled = debounce(queryChanged, suggestionDelayMs);

const wanted = sample({
  clock: settled,
  filter: (query) => prepareQuery(query).length >= suggestionMinLength,
  fn: prepareQuery,
});
sample({
  clock: [
    settled.filter({ fn: (query) => prepareQuery(query).length < suggestionMinLength }),
    suggestionsClosed,
  ],
  source: $controller,
  target: cancelFx,
});
sample({
  clock: [
    settled.filter({ fn: (query) => prepareQuery(query).length < suggestionMinLength }),
    suggestionsClosed,
  ],
  fn: () => [],
  target: $suggestions,
});

sample({ clock: wanted, source: $controller, target: replaceControllerFx });
sample({ clock: replaceControllerFx.doneData, target: $controller });
sample({
  clock: replaceControllerFx.doneData,
  source: { query: $query, locale: $locale, accountType: $accountType },
  fn: ({ query, locale, accountType }, controller) => ({
    q: prepareQuery(query),
    locale,
    accountType,
    signal: controller.signal,
  }),
  target: suggestFx,
});

// Only the answer to what the box says now is shown; a failed request for it (offline, server
// error) must not leave the suggestions of an earlier query under the new text either: they
// would offer products the shopper did not ask for.
const isForCurrentText = (query: string, { params }: { params: EffectParams<typeof suggestFx> }) =>
  prepareQuery(query) === params.q && !params.signal.aborted;
const answered = sample({
  clock: suggestFx.done,
  source: $query,
  filter: isForCurrentText,
  fn: (_, { result }) => result,
});
sample({ clock: answered, fn: (result) => result.result.data, target: $suggestions });
sample({ clock: answered, fn: (result) => result.correctedQuery, target: $correctedQuery });
const failedForCurrentText = sample({
  clock: suggestFx.fail,
  source: $query,
  filter: isForCurrentText,
});
$suggestions.reset(failedForCurrentText);
$correctedQuery.reset(failedForCurrentText);

/** The text the shown suggestions answer (prepared as asked); null when none was answered. */
const $answeredQuery = createStore<string | null>(null, { serialize: 'ignore' });
sample({
  clock: suggestFx.done,
  source: $query,
  filter: isForCurrentText,
  fn: (_, { params }) => params.q,
  target: $answeredQuery,
});
$answeredQuery.reset(failedForCurrentText, suggestionsClosed);

/**
 * The search for the text in the box found nothing: it was answered, with no product, and the
 * text has not changed since (a failed request is no answer).
 */
export const $nothingFound = combine(
  $answeredQuery,
  $query,
  $suggestions,
  (answered, query, suggestions) =>
    answered !== null && suggestions.length === 0 && answered === prepareQuery(query),
);
