import { attach, createEvent, createStore, sample } from 'effector';
import { getPage } from '@/entities/page';
import { isNothingThere, type Page } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $api, pageFailed, pageNotFound, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const getPageFx = attach({
  source: $api,
  effect: (api, { slug, locale }: { slug: string; locale: Locale }) =>
    getPage(api, { slug, locale }),
});

export const $page = createStore<Page | null>(null);
export const $loading = getPageFx.pending;

sample({ clock: pageStarted, fn: () => null, target: $page });
sample({
  clock: pageStarted,
  fn: ({ params, locale }) => ({ slug: params.slug ?? '', locale }),
  target: getPageFx,
});
sample({ clock: getPageFx.doneData, target: $page });
sample({
  clock: getPageFx.failData,
  filter: isNothingThere,
  target: pageNotFound,
});
sample({
  clock: getPageFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
