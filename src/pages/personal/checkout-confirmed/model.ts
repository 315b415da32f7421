import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $api, searchParamsOf, type PageContext } from '@/shared/model';
import { getOrderDetails, listOrders } from '@/entities/order';
import { $confirmedOrder } from '@/features/checkout';
import type { Order, OrderSummary } from '@/shared/api';

export const pageStarted = createEvent<PageContext>();

/** How many of the shopper's latest orders are searched for the number in the address. */
export const recentOrdersSearched = 50;

const listRecentOrdersApiFx = attach({
  source: $api,
  effect: (api) => listOrders(api, { page: 1, per_page: recentOrdersSearched }),
});
/** The shopper's latest orders, newest first. */
export const fetchRecentOrdersFx = createEffect<void, OrderSummary[]>(async () => {
  const list = await listRecentOrdersApiFx();
  return list.data;
});

const getOrderDetailsApiFx = attach({
  source: $api,
  effect: (api, id: number) => getOrderDetails(api, { id }),
});
/** The confirmed order itself (its total and window), once it is known to be the shopper's. */
export const fetchOrderDetailsFx = createEffect<number, Order>((id) => getOrderDetailsApiFx(id));

/** The number the address claims; never shown as such. */
const $claimedNumber = createStore<string | null>(null, { serialize: 'ignore' });

/**
 * The order number the page shows: only one the API confirms as this shopper's order (the order
 * just placed, or one of their latest orders after a reload). Anything else in the address is
 * text from a link, and the page then confirms without a number.
 */
export const $orderNumber = createStore<string | null>(null, { serialize: 'ignore' });

/**
 * The order the page confirms: the one just placed in this tab, or (after a reload or a switch
 * of language, which load the page anew) the shopper's order with the number in the address.
 */
export const $order = createStore<Order | null>(null, { serialize: 'ignore' });

const claimed = sample({
  clock: pageStarted,
  fn: (context) => searchParamsOf(context).get('order')?.trim().slice(0, 40) || null,
});
sample({ clock: claimed, target: $claimedNumber });

// The order just placed in this tab vouches for its own number.
const known = sample({
  clock: claimed,
  source: $confirmedOrder,
  fn: (order, number) => (number !== null && order?.number === number ? number : null),
});
sample({ clock: known, target: $orderNumber });
sample({
  clock: known,
  source: $confirmedOrder,
  fn: (order, number) => (number === null ? null : order),
  target: $order,
});
sample({
  clock: known,
  source: $claimedNumber,
  filter: (number, verified) => number !== null && verified === null,
  target: fetchRecentOrdersFx,
});
sample({
  clock: fetchRecentOrdersFx.doneData,
  source: $claimedNumber,
  fn: (number, orders) => orders.find((order) => order.number === number)?.number ?? null,
  target: $orderNumber,
});
// Found among the shopper's orders: the rest of it is read too.
sample({
  clock: fetchRecentOrdersFx.doneData,
  source: $claimedNumber,
  filter: (number, orders) => orders.some((order) => order.number === number),
  fn: (number, orders) => orders.find((order) => order.number === number)?.id ?? 0,
  target: fetchOrderDetailsFx,
});
sample({
  clock: fetchOrderDetailsFx.doneData,
  source: $orderNumber,
  filter: (number, order) => order.number === number,
  fn: (_, order) => order,
  target: $order,
});
