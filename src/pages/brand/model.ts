import { attach, createEvent, createStore, sample } from 'effector';
import { getBrand, type BrandDetail } from '@/entities/brand';
import { isNothingThere, type UserType } from '@/shared/api';
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

export const $detail = createStore<BrandDetail | null>(null);
export const $loading = getBrandFx.pending;

sample({
  clock: pageStarted,
  source: $accountType,
  fn: (accountType, { params, search, locale }) => {
    const page = Number(new URLSearchParams(search).get('page'));
    return {
      slug: params.slug ?? '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      locale,
      accountType,
    };
  },
  target: getBrandFx,
});
sample({ clock: getBrandFx.doneData, target: $detail });
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
