import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $isAuthenticated, loggedOut } from '@/entities/session';
import { $api } from '@/shared/model';
import { listOrders } from '@/entities/order';
import type { OrderList, OrderSummary } from '@/shared/api';

/** Orders asked per page ("show more" asks the next one). */
export const ordersPerPage = 10;

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const listOrdersApiFx = attach({
  source: $api,
  effect: (api, page: number) => listOrders(api, { page, per_page: ordersPerPage }),
});
export const loadOrdersFx = createEffect<number, OrderList>((page) => listOrdersApiFx(page));

/** A screen with the shopper's orders was opened (by a signed-in shopper). */
export const ordersListOpened = createEvent();
export const moreOrdersClicked = createEvent();
export const ordersRetryClicked = createEvent();

export const $orders = createStore<OrderSummary[]>([], { serialize: 'ignore' });
/** The last page loaded and how many there are. */
const $pagesLoaded = createStore(0, { serialize: 'ignore' });
const $pageCount = createStore(0, { serialize: 'ignore' });
export const $ordersTotal = createStore(0, { serialize: 'ignore' });
export const $ordersState = createStore<LoadState>('idle', { serialize: 'ignore' });
export const $loadingOrders = loadOrdersFx.pending;
export const $hasMoreOrders = combine(
  $pagesLoaded,
  $pageCount,
  (loaded, count) => loaded > 0 && loaded < count,
);

// Personal data is only ever asked with a session.
sample({
  clock: [ordersListOpened, ordersRetryClicked],
  source: $isAuthenticated,
  filter: (signedIn) => signedIn,
  fn: () => 1,
  target: loadOrdersFx,
});
sample({
  clock: moreOrdersClicked,
  source: { loaded: $pagesLoaded, loading: $loadingOrders, more: $hasMoreOrders },
  filter: ({ loading, more }) => !loading && more,
  fn: ({ loaded }) => loaded + 1,
  target: loadOrdersFx,
});

sample({
  clock: loadOrdersFx,
  source: $ordersState,
  fn: (state): LoadState => (state === 'ready' ? 'ready' : 'loading'),
  target: $ordersState,
});
sample({
  clock: loadOrdersFx.done,
  source: $orders,
  fn: (orders, { params: page, result }) => {
    if (page === 1) return result.data;
    const known = new Set(orders.map((order) => order.id));
    return [...orders, ...result.data.filter((order) => !known.has(order.id))];
  },
  target: $orders,
});
sample({ clock: loadOrdersFx.done, fn: ({ params }) => params, target: $pagesLoaded });
sample({ clock: loadOrdersFx.doneData, fn: (list) => list.meta.pages, target: $pageCount });
sample({ clock: loadOrdersFx.doneData, fn: (list) => list.meta.total, target: $ordersTotal });
sample({ clock: loadOrdersFx.done, fn: (): LoadState => 'ready', target: $ordersState });
// A failed "show more" keeps the orders already shown.
sample({
  clock: loadOrdersFx.fail,
  source: $pagesLoaded,
  fn: (loaded): LoadState => (loaded > 0 ? 'ready' : 'failed'),
  target: $ordersState,
});
export const $moreOrdersFailed = createStore(false, { serialize: 'ignore' });
sample({ clock: loadOrdersFx, fn: () => false, target: $moreOrdersFailed });
sample({
  clock: loadOrdersFx.fail,
  filter: ({ params }) => params > 1,
  fn: () => true,
  target: $moreOrdersFailed,
});

sample({ clock: loggedOut, fn: (): OrderSummary[] => [], target: $orders });
sample({ clock: loggedOut, fn: () => 0, target: [$pagesLoaded, $pageCount, $ordersTotal] });
sample({ clock: loggedOut, fn: (): LoadState => 'idle', target: $ordersState });
