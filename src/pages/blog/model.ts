import { attach, createEvent, createStore, sample } from 'effector';
import { getBlog, type Blog } from '@/entities/blog';
import { isNothingThere } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $api, pageFailed, pageNotFound, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const getBlogFx = attach({
  source: $api,
  effect: (api, { slug, locale }: { slug: string; locale: Locale }) =>
    getBlog(api, { slug, locale }),
});

export const $blog = createStore<Blog | null>(null);
export const $loading = getBlogFx.pending;

sample({
  clock: pageStarted,
  fn: ({ params, locale }) => ({ slug: params.slug ?? '', locale }),
  target: getBlogFx,
});
sample({ clock: getBlogFx.doneData, target: $blog });
sample({
  clock: getBlogFx.failData,
  filter: isNothingThere,
  target: pageNotFound,
});
sample({
  clock: getBlogFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
