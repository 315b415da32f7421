import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '@/entities/session';
import { orderPage } from './fixtures';
import {
  $hasMoreOrders,
  $moreOrdersFailed,
  $orders,
  $ordersState,
  $ordersTotal,
  moreOrdersClicked,
  ordersListOpened,
  ordersRetryClicked,
} from './orders';
import { accountScope, apiFailure } from './test-scope';

describe('my orders', () => {
  it('loads the first page when the list is shown to a signed-in shopper', async () => {
    const loadOrders = vi.fn(async () => orderPage([3, 2], 1, 1, 2));
    const { scope } = accountScope({ calls: { loadOrders } });
    expect(scope.getState($ordersState)).toBe('idle');
    await allSettled(ordersListOpened, { scope });
    expect(loadOrders).toHaveBeenCalledWith(1);
    expect(scope.getState($orders).map((order) => order.id)).toEqual([3, 2]);
    expect(scope.getState($ordersTotal)).toBe(2);
    expect(scope.getState($ordersState)).toBe('ready');
    expect(scope.getState($hasMoreOrders)).toBe(false);
  });

  it('asks nothing without a session', async () => {
    const loadOrders = vi.fn(async () => orderPage([1], 1, 1, 1));
    const { scope } = accountScope({ signedIn: false, calls: { loadOrders } });
    await allSettled(ordersListOpened, { scope });
    await allSettled(ordersRetryClicked, { scope });
    expect(loadOrders).not.toHaveBeenCalled();
    expect(scope.getState($ordersState)).toBe('idle');
  });

  it('shows more: appends the next page without duplicates until the last page', async () => {
    const loadOrders = vi.fn(async (page: number) =>
      page === 1 ? orderPage([25, 24], 1, 2, 3) : orderPage([24, 23], 2, 2, 3),
    );
    const { scope } = accountScope({ calls: { loadOrders } });
    await allSettled(ordersListOpened, { scope });
    expect(scope.getState($hasMoreOrders)).toBe(true);
    await allSettled(moreOrdersClicked, { scope });
    expect(loadOrders).toHaveBeenLastCalledWith(2);
    expect(scope.getState($orders).map((order) => order.id)).toEqual([25, 24, 23]);
    expect(scope.getState($hasMoreOrders)).toBe(false);
    await allSettled(moreOrdersClicked, { scope });
    expect(loadOrders).toHaveBeenCalledTimes(2);
  });

  it('an empty history is ready and empty', async () => {
    const { scope } = accountScope({ calls: { loadOrders: async () => orderPage([], 1, 0, 0) } });
    await allSettled(ordersListOpened, { scope });
    expect(scope.getState($ordersState)).toBe('ready');
    expect(scope.getState($orders)).toEqual([]);
    expect(scope.getState($hasMoreOrders)).toBe(false);
  });

  it('a failed first page can be retried; a failed next page keeps what is shown', async () => {
    let fail = true;
    const loadOrders = vi.fn(async (page: number) => {
      if (fail) throw apiFailure(500, { code: 'internal_error' });
      return page === 1 ? orderPage([2], 1, 2, 2) : orderPage([1], 2, 2, 2);
    });
    const { scope } = accountScope({ calls: { loadOrders } });
    await allSettled(ordersListOpened, { scope });
    expect(scope.getState($ordersState)).toBe('failed');
    fail = false;
    await allSettled(ordersRetryClicked, { scope });
    expect(scope.getState($ordersState)).toBe('ready');
    fail = true;
    await allSettled(moreOrdersClicked, { scope });
    expect(scope.getState($ordersState)).toBe('ready');
    expect(scope.getState($moreOrdersFailed)).toBe(true);
    expect(scope.getState($orders).map((order) => order.id)).toEqual([2]);
  });

  it('forgets the orders on signing out', async () => {
    const { scope } = accountScope({ calls: { loadOrders: async () => orderPage([1], 1, 1, 1) } });
    await allSettled(ordersListOpened, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($orders)).toEqual([]);
    expect(scope.getState($ordersState)).toBe('idle');
  });
});
