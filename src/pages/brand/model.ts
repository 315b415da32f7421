import { attach, createEvent, createStore, sample } from 'effector';
import { getBrand, type BrandDetail } from '@/entities/brand';
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

interface BrandRequest {
  slug: string;
  page: number;
  locale: Locale;
  accountType: UserType | null;
}

export const getBrandFx = attach({
  source: $api,
  effect: (api, { slug, page, locale, accountType }: BrandRequest) =>
    getBrand(api, { slug, page, per_page: 24, locale, accountType: accountType ?? undefined }),
});

/** The page of the brand's products the address asks for. */
const $page = createStore(1);
export const $detail = createStore<BrandDetail | null>(null);
/**
 * The last page of the brand's products when the address asks for a page past it; `null`
 * otherwise.
 */
export const $pastLastPage = createStore<number | null>(null);
export const $loading = getBrandFx.pending;

const started = sample({
  clock: pageStarted,
  source: $accountType,
  fn: (accountType, { params, search, locale }) => ({
    slug: params.slug ?? '',
    page: readPageNumber(new URLSearchParams(search).get('page')),
    locale,
    accountType,
  }),
});
sample({ clock: started, fn: ({ page }) => page, target: $page });
sample({
  clock: started,
  fn: (request) => ({ ...request, page: pageToRequest(request.page) }),
  target: getBrandFx,
});
sample({ clock: getBrandFx.doneData, target: $detail });
sample({
  clock: getBrandFx.doneData,
  source: $page,
  fn: (page, detail) => lastPageIfPast(page, detail.products.meta),
  target: $pastLastPage,
});
sample({
  clock: getBrandFx.failData,
  filter: isNothingThere,
  target: pageNotFound,
});
sample({
  clock: getBrandFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
