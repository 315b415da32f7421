import { attach, createEvent, createStore, sample } from 'effector';
import { listBlogs, type BlogList } from '@/entities/blog';
import type { Locale } from '@/shared/i18n';
import { $api, pageFailed, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const listBlogsFx = attach({
  source: $api,
  effect: (api, { page, locale }: { page: number; locale: Locale }) =>
    listBlogs(api, { page, per_page: 12, locale }),
});

export const $blogs = createStore<BlogList | null>(null);

sample({
  clock: pageStarted,
  fn: ({ search, locale }) => {
    const page = Number(new URLSearchParams(search).get('page'));
    return { page: Number.isInteger(page) && page > 0 ? page : 1, locale };
  },
  target: listBlogsFx,
});
sample({ clock: listBlogsFx.doneData, target: $blogs });
sample({ clock: listBlogsFx.fail, target: pageFailed });
