import {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
} from 'effector';
import { interval } from 'patronum';
import { loggedOut } from '@/entities/session';
import {
  getOrderDetails,
  isFinalOrderStatus,
  listOrders,
  orderStatusChanges,
  type OrderStatusChange,
} from '@/entities/order';
import { $api } from '@/shared/model';
import type { Order, OrderList, OrderSummary } from '@/shared/api';
import { firstPollDelayMs, nextPollDelay } from '../lib/polling';
import { $order, $orderState } from './order';
import { $orders, $ordersState } from './orders';

/**
 * Live statuses: while an order's details or My orders are on screen, the orders shown are asked
 * for again, soon at first and less often while nothing changes (lib/polling), never while the
 * page is hidden, and no more once every order shown is completed or cancelled. A change is told
 * (`orderStatusChanged`) for the page to announce.
 */
export type WatchedScreen = 'order' | 'orders';

/** An order's details or My orders came on screen. */
export const statusWatchStarted = createEvent<WatchedScreen>();
/** The screen went away. */
export const statusWatchStopped = createEvent();
/** The page became visible (true) or hidden (false). */
export const pageVisibilityChanged = createEvent<boolean>();
/** Orders on screen were seen in a new status. */
export const orderStatusChanged = createEvent<OrderStatusChange[]>();

/** My orders asks again for the orders it shows, up to the contract's 50 per page. */
const maxOrdersPerPoll = 50;

const pollOrderApiFx = attach({
  source: $api,
  effect: (api, id: number) => getOrderDetails(api, { id }),
});
export const pollOrderFx = createEffect<number, Order>((id) => pollOrderApiFx(id));
const pollOrdersApiFx = attach({
  source: $api,
  effect: (api, perPage: number) => listOrders(api, { page: 1, per_page: perPage }),
});
export const pollOrdersFx = createEffect<number, OrderList>((perPage) => pollOrdersApiFx(perPage));

/** Reads whether the page is visible now and reports every change from then on. */
export const listenVisibilityFx = createEffect<void, boolean>(() => {
  if (typeof document === 'undefined') return true;
  const changed = scopeBind(pageVisibilityChanged, { safe: true });
  document.addEventListener('visibilitychange', () =>
    changed(document.visibilityState === 'visible'),
  );
  return document.visibilityState === 'visible';
});

export const $watchedScreen = createStore<WatchedScreen | null>(null, { serialize: 'ignore' });
export const $pageVisible = createStore(true, { serialize: 'ignore' });
export const $pollDelay = createStore(firstPollDelayMs, { serialize: 'ignore' });
/** The last changes seen on this screen, for the page to announce. */
export const $statusChanges = createStore<OrderStatusChange[]>([], { serialize: 'ignore' });
const $listening = createStore(false, { serialize: 'ignore' });

function statusOf(order: Order | OrderSummary): OrderStatusChange {
  return { id: order.id, number: order.number, status: order.status };
}

const $watchedOrders = combine(
  $watchedScreen,
  $order,
  $orders,
  (screen, order, orders): OrderStatusChange[] => {
    if (screen === 'order') return order ? [statusOf(order)] : [];
    if (screen === 'orders') return orders.map(statusOf);
    return [];
  },
);
const $screenReady = combine(
  $watchedScreen,
  $orderState,
  $ordersState,
  (screen, orderState, ordersState) =>
    (screen === 'order' && orderState === 'ready') ||
    (screen === 'orders' && ordersState === 'ready'),
);
/** Whether anything on screen may still change. */
export const $statusesOpen = $watchedOrders.map((orders) =>
  orders.some((order) => !isFinalOrderStatus(order.status)),
);
export const $polling = combine(
  $screenReady,
  $pageVisible,
  $statusesOpen,
  (ready, visible, open) => ready && visible && open,
);

sample({ clock: statusWatchStarted, target: $watchedScreen });
sample({ clock: [statusWatchStopped, loggedOut], fn: () => null, target: $watchedScreen });
sample({
  clock: statusWatchStarted,
  fn: (): OrderStatusChange[] => [],
  target: $statusChanges,
});
sample({ clock: statusWatchStarted, fn: () => firstPollDelayMs, target: $pollDelay });
sample({
  clock: statusWatchStarted,
  filter: $listening.map((on) => !on),
  target: listenVisibilityFx,
});
sample({ clock: listenVisibilityFx.done, fn: () => true, target: $listening });
sample({ clock: [listenVisibilityFx.doneData, pageVisibilityChanged], target: $pageVisible });

// Whether to poll is read whenever one of its facts changes (the facts, not the derived store,
// are the clock: a derived store first read in a scope during an update reports no change).
const pollingChecked = sample({
  clock: [
    $watchedScreen.updates,
    $orderState.updates,
    $ordersState.updates,
    $order.updates,
    $orders.updates,
    $pageVisible.updates,
  ],
  source: $polling,
});
const { tick } = interval({
  timeout: $pollDelay,
  start: sample({ clock: pollingChecked, filter: Boolean }),
  stop: sample({ clock: pollingChecked, filter: (polling) => !polling }),
});

// Back in view after being hidden: the statuses are asked at once, not after the wait.
const pollWanted = sample({
  clock: [tick, sample({ clock: pageVisibilityChanged, filter: Boolean })],
  source: { screen: $watchedScreen, polling: $polling },
  filter: ({ polling }) => polling,
  fn: ({ screen }) => screen,
});
sample({
  clock: pollWanted,
  source: $order,
  filter: (order, screen) => screen === 'order' && order !== null,
  fn: (order) => order!.id,
  target: pollOrderFx,
});
sample({
  clock: pollWanted,
  source: $orders,
  filter: (_, screen) => screen === 'orders',
  fn: (orders) => Math.min(Math.max(orders.length, 1), maxOrdersPerPoll),
  target: pollOrdersFx,
});

// The answer for the order still on screen replaces it (another order's answer is dropped).
const orderPolled = sample({
  clock: pollOrderFx.done,
  source: { order: $order, screen: $watchedScreen },
  filter: ({ order, screen }, { result }) => screen === 'order' && order?.id === result.id,
  fn: ({ order }, { result }) => ({
    order: result,
    changes: orderStatusChanges([statusOf(order!)], [statusOf(result)]),
  }),
});
sample({ clock: orderPolled, fn: ({ order }) => order, target: $order });

const ordersPolled = sample({
  clock: pollOrdersFx.doneData,
  source: { orders: $orders, screen: $watchedScreen },
  filter: ({ screen }) => screen === 'orders',
  fn: ({ orders }, list) => {
    const fresh = new Map(list.data.map((order) => [order.id, order]));
    return {
      orders: orders.map((order) => fresh.get(order.id) ?? order),
      changes: orderStatusChanges(orders.map(statusOf), list.data.map(statusOf)),
    };
  },
});
sample({ clock: ordersPolled, fn: ({ orders }) => orders, target: $orders });

const polled = sample({
  clock: [orderPolled, ordersPolled],
  fn: ({ changes }) => changes,
});
sample({
  clock: polled,
  source: $pollDelay,
  fn: (delay, changes) => nextPollDelay(delay, changes.length > 0),
  target: $pollDelay,
});
// A failed reading waits longer too, as if nothing had changed.
sample({
  clock: [pollOrderFx.fail, pollOrdersFx.fail],
  source: $pollDelay,
  fn: (delay) => nextPollDelay(delay, false),
  target: $pollDelay,
});
const changed = sample({ clock: polled, filter: (changes) => changes.length > 0 });
sample({ clock: changed, target: [$statusChanges, orderStatusChanged] });
