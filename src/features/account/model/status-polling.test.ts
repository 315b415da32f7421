import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isAuthenticated } from '@/entities/session';
import type { Order, OrderList, OrderStatus, OrderSummary } from '@/shared/api';
import { nextPollDelay } from '../lib/polling';
import { $order, $orderState } from './order';
import { $orders, $ordersState } from './orders';
import {
  $pollDelay,
  $statusChanges,
  listenVisibilityFx,
  pageVisibilityChanged,
  pollOrderFx,
  pollOrdersFx,
  statusWatchStarted,
  statusWatchStopped,
} from './status-polling';

const order = (status: OrderStatus, id = 5012): Order =>
  ({ id, number: `SV-261123-${id}`, status }) as Order;
const summary = (status: OrderStatus, id: number): OrderSummary =>
  ({ id, number: `SV-261123-${id}`, status }) as OrderSummary;

/** Lets every pending timer and promise up to `ms` from now run. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function orderScope(statuses: OrderStatus[], start: OrderStatus = 'confirmed') {
  const answers = [...statuses];
  const pollOrder = vi.fn(async (id: number) => order(answers.shift() ?? statuses.at(-1)!, id));
  const scope = fork({
    values: [
      [$isAuthenticated, true],
      [$order, order(start)],
      [$orderState, 'ready'],
    ],
    handlers: [
      [pollOrderFx, pollOrder],
      [listenVisibilityFx, () => true],
    ],
  });
  return { scope, pollOrder };
}

let scopes: Scope[] = [];
const started = (scope: Scope, screen: 'order' | 'orders') => {
  scopes.push(scope);
  // The watch keeps a timer running, so it is not awaited: time is moved by hand.
  void allSettled(statusWatchStarted, { scope, params: screen });
};

beforeEach(() => {
  vi.useFakeTimers();
  scopes = [];
});
afterEach(async () => {
  for (const scope of scopes) void allSettled(statusWatchStopped, { scope });
  await wait(0);
  vi.useRealTimers();
});

describe('back-off of the status polling', () => {
  it('waits 5 s, then twice as long while nothing changes, up to 60 s, and 5 s after a change', () => {
    const delays = [5_000];
    for (let step = 0; step < 5; step += 1) delays.push(nextPollDelay(delays.at(-1)!, false));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(nextPollDelay(60_000, true)).toBe(5_000);
  });
});

describe('an open order page', () => {
  it('asks again after 5, 10 and 20 s while the status stays, and shows a change at once', async () => {
    const { scope, pollOrder } = orderScope(['confirmed', 'confirmed', 'assembling', 'assembling']);
    started(scope, 'order');
    await wait(4_999);
    expect(pollOrder).toHaveBeenCalledTimes(0);
    await wait(1);
    expect(pollOrder).toHaveBeenCalledTimes(1);
    expect(pollOrder).toHaveBeenLastCalledWith(5012);
    expect(scope.getState($pollDelay)).toBe(10_000);
    await wait(10_000);
    expect(pollOrder).toHaveBeenCalledTimes(2);
    expect(scope.getState($pollDelay)).toBe(20_000);
    await wait(20_000);
    expect(pollOrder).toHaveBeenCalledTimes(3);
    expect(scope.getState($order)?.status).toBe('assembling');
    expect(scope.getState($statusChanges)).toEqual([
      { id: 5012, number: 'SV-261123-5012', status: 'assembling' },
    ]);
    // The change brings the next question back to 5 s.
    expect(scope.getState($pollDelay)).toBe(5_000);
    await wait(5_000);
    expect(pollOrder).toHaveBeenCalledTimes(4);
  });

  it('does not ask while the page is hidden, and asks at once when it is shown again', async () => {
    const { scope, pollOrder } = orderScope(['confirmed']);
    started(scope, 'order');
    await wait(5_000);
    expect(pollOrder).toHaveBeenCalledTimes(1);
    await allSettled(pageVisibilityChanged, { scope, params: false });
    await wait(10 * 60_000);
    expect(pollOrder).toHaveBeenCalledTimes(1);
    void allSettled(pageVisibilityChanged, { scope, params: true });
    await wait(0);
    expect(pollOrder).toHaveBeenCalledTimes(2);
  });

  it('stops once the order is completed or cancelled', async () => {
    const { scope, pollOrder } = orderScope(['cancelled']);
    started(scope, 'order');
    await wait(5_000);
    expect(scope.getState($order)?.status).toBe('cancelled');
    await wait(10 * 60_000);
    expect(pollOrder).toHaveBeenCalledTimes(1);
  });

  it('never asks about an order that was already completed', async () => {
    const { scope, pollOrder } = orderScope(['completed'], 'completed');
    started(scope, 'order');
    await wait(10 * 60_000);
    expect(pollOrder).not.toHaveBeenCalled();
  });

  it('stops asking when the page is left', async () => {
    const { scope, pollOrder } = orderScope(['confirmed']);
    started(scope, 'order');
    await wait(5_000);
    await allSettled(statusWatchStopped, { scope });
    await wait(10 * 60_000);
    expect(pollOrder).toHaveBeenCalledTimes(1);
  });

  it('waits longer after a failed reading and keeps the order shown', async () => {
    const { scope, pollOrder } = orderScope([]);
    pollOrder.mockRejectedValue(new Error('offline'));
    started(scope, 'order');
    await wait(5_000);
    expect(scope.getState($pollDelay)).toBe(10_000);
    expect(scope.getState($order)?.status).toBe('confirmed');
  });
});

describe('My orders', () => {
  it('updates the statuses of the orders shown, keeping the ones past the first page', async () => {
    const shown = [
      summary('confirmed', 3),
      summary('in_delivery', 2),
      ...Array.from({ length: 10 }, (_, index) => summary('completed', 100 - index)),
    ];
    const pollOrders = vi.fn(async (perPage: number): Promise<OrderList> => ({
      data: [summary('assembling', 3), summary('completed', 2)],
      meta: { page: 1, per_page: perPage, total: 12, pages: 1 },
    }));
    const scope = fork({
      values: [
        [$isAuthenticated, true],
        [$orders, shown],
        [$ordersState, 'ready'],
      ],
      handlers: [
        [pollOrdersFx, pollOrders],
        [listenVisibilityFx, () => true],
      ],
    });
    started(scope, 'orders');
    await wait(5_000);
    expect(pollOrders).toHaveBeenCalledWith(12);
    expect(
      scope
        .getState($orders)
        .slice(0, 3)
        .map((order) => order.status),
    ).toEqual(['assembling', 'completed', 'completed']);
    expect(scope.getState($orders)).toHaveLength(12);
    expect(scope.getState($statusChanges).map((change) => change.status)).toEqual([
      'assembling',
      'completed',
    ]);
    await wait(5_000);
    expect(pollOrders).toHaveBeenCalledTimes(2);
  });

  it('does not ask when every order shown is completed or cancelled', async () => {
    const pollOrders = vi.fn();
    const scope = fork({
      values: [
        [$isAuthenticated, true],
        [$orders, [summary('completed', 1), summary('cancelled', 2)]],
        [$ordersState, 'ready'],
      ],
      handlers: [
        [pollOrdersFx, pollOrders],
        [listenVisibilityFx, () => true],
      ],
    });
    started(scope, 'orders');
    await wait(10 * 60_000);
    expect(pollOrders).not.toHaveBeenCalled();
  });
});
