import { attach, combine, createEvent, createStore, sample } from 'effector';
import { listProducts, type ProductPage } from '@/entities/product';
import { isNothingThere, lastPageIfPast, type ProductListQuery, type UserType } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $accountType, $api, pageFailed, pageNotFound, type PageContext } from '@/shared/model';
import { categoriesRequested } from '@/entities/category';
import { parseCatalogQuery, toListQuery, type CatalogQuery } from './query';

export const pageStarted = createEvent<PageContext>();
/** "Show more": the next page is added under the products already shown instead of replacing them. */
export const showMoreClicked = createEvent();

interface ListRequest {
  query: ProductListQuery;
  locale: Locale;
  accountType: UserType | null;
}

export const listProductsFx = attach({
  source: $api,
  effect: (api, { query, locale, accountType }: ListRequest) =>
    listProducts(api, { ...query, locale, accountType: accountType ?? undefined }),
});

export const $query = createStore<CatalogQuery>(parseCatalogQuery(''));
export const $result = createStore<ProductPage | null>(null);
export const $loading = listProductsFx.pending;
/** The list on screen when "show more" was pressed, which the next page's answer extends. */
const $shownBeforeMore = createStore<{ query: CatalogQuery; result: ProductPage } | null>(null, {
  serialize: 'ignore',
});

sample({
  clock: showMoreClicked,
  source: { query: $query, result: $result },
  filter: (shown): shown is { query: CatalogQuery; result: ProductPage } => shown.result !== null,
  target: $shownBeforeMore,
});

sample({ clock: pageStarted, fn: ({ search }) => parseCatalogQuery(search), target: $query });
sample({ clock: pageStarted, target: categoriesRequested });
sample({
  clock: pageStarted,
  source: { query: $query, accountType: $accountType },
  fn: ({ query, accountType }, { locale }) => ({ query: toListQuery(query), locale, accountType }),
  target: listProductsFx,
});

// Filters can change faster than answers arrive: keep only the answer to the latest query.
const latestListed = sample({
  clock: listProductsFx.done,
  source: { query: $query, shown: $shownBeforeMore },
  filter: ({ query }, { params }) =>
    JSON.stringify(toListQuery(query)) === JSON.stringify(params.query),
  fn: (shown, { result }) => ({ ...shown, result }),
});
/** The query the products on screen answer. */
const $listedQuery = createStore<CatalogQuery | null>(null);
sample({ clock: latestListed, fn: ({ query }) => query, target: $listedQuery });
sample({
  clock: latestListed,
  fn: ({ query, shown, result }) =>
    shown && continues(shown, query, result)
      ? { ...result, data: [...shown.result.data, ...result.data] }
      : result,
  target: $result,
});
$shownBeforeMore.reset($result.updates, listProductsFx.fail);

/**
 * The last page of the list when the address asks for a page past it (the list has products,
 * only not that many); `null` otherwise.
 */
export const $pastLastPage = combine($listedQuery, $result, (listed, result) =>
  listed && result ? lastPageIfPast(listed.page, result.meta) : null,
);

const sameIgnoringPage = (one: CatalogQuery, other: CatalogQuery) =>
  JSON.stringify({ ...one, page: 0 }) === JSON.stringify({ ...other, page: 0 });

/**
 * The products on screen answer another query (another category, filter, sort or page) than the
 * one in the address: they are not shown as the answer while the new list loads. "Show more"
 * keeps them, as the next page is added under them.
 */
export const $listOutdated = combine(
  $result,
  $listedQuery,
  $query,
  $shownBeforeMore,
  (result, listed, query, shown) =>
    result !== null &&
    listed !== null &&
    JSON.stringify(listed) !== JSON.stringify(query) &&
    !(shown !== null && sameIgnoringPage(shown.query, query)),
);

function continues(
  shown: { query: CatalogQuery; result: ProductPage },
  query: CatalogQuery,
  next: ProductPage,
): boolean {
  return next.meta.page === shown.result.meta.page + 1 && sameIgnoringPage(shown.query, query);
}

sample({
  clock: listProductsFx.failData,
  filter: isNothingThere,
  target: pageNotFound,
});
sample({
  clock: listProductsFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
