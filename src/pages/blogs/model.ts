import { attach, createEvent, createStore, sample } from 'effector';
import { listBlogs, type BlogList } from '@/entities/blog';
import { isNothingThere, lastPageIfPast, pageToRequest, readPageNumber } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $api, pageFailed, pageNotFound, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

export const listBlogsFx = attach({
  source: $api,
  effect: (api, { page, locale }: { page: number; locale: Locale }) =>
    listBlogs(api, { page, per_page: 12, locale }),
});

/** The page of articles the address asks for. */
const $page = createStore(1);
export const $blogs = createStore<BlogList | null>(null);
/**
 * The last page of articles when the address asks for a page past it; `null` otherwise.
 */
export const $pastLastPage = createStore<number | null>(null);

const started = sample({
  clock: pageStarted,
  fn: ({ search, locale }) => ({
    page: readPageNumber(new URLSearchParams(search).get('page')),
    locale,
  }),
});
sample({ clock: started, fn: ({ page }) => page, target: $page });
sample({
  clock: started,
  fn: ({ page, locale }) => ({ page: pageToRequest(page), locale }),
  target: listBlogsFx,
});
sample({ clock: listBlogsFx.doneData, target: $blogs });
sample({
  clock: listBlogsFx.doneData,
  source: $page,
  fn: (page, blogs) => lastPageIfPast(page, blogs.meta),
  target: $pastLastPage,
});
// The API refuses a request outside its contract: nothing is there, never a server error.
sample({ clock: listBlogsFx.failData, filter: isNothingThere, target: pageNotFound });
sample({
  clock: listBlogsFx.failData,
  filter: (error) => !isNothingThere(error),
  target: pageFailed,
});
