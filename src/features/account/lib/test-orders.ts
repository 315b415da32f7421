import { allSettled, fork, type EventCallable } from 'effector';
import { $isAuthenticated } from '@/entities/session';
import type { Locale } from '@/shared/i18n';
import type { PageContext } from '@/shared/model';
import { loadOrdersFx } from '../model/orders';

/**
 * Starts a page that lists a signed-in shopper's orders (My orders, the app's web view) with no
 * orders on the account; resolves to the pages of the list it loaded.
 */
export async function ordersPagesLoadedOnStart(
  pageStarted: EventCallable<PageContext>,
  locale: Locale,
): Promise<number[]> {
  const loaded: number[] = [];
  const scope = fork({
    values: [[$isAuthenticated, true]],
    handlers: [
      [
        loadOrdersFx,
        async (page: number) => {
          loaded.push(page);
          return { data: [], meta: { page, per_page: 10, total: 0, pages: 0 } };
        },
      ],
    ],
  });
  await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale } });
  return loaded;
}
