import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loadOrderFx } from '@/features/account';
import {
  cancelClicked,
  cancelConfirmed,
  cancelOrderFx,
} from '@/features/account/index.order-cancel';
import type { Order } from '@/shared/api';
import { $isAuthenticated } from '@/entities/session';
import { $pageStatus } from '@/shared/model';
import { pageStarted } from './model';

describe('order details page', () => {
  it('loads the order named by the address', async () => {
    const loadOrder = vi.fn(async () => {
      throw Object.assign(new Error('HTTP 404'), { status: 404 });
    });
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [[loadOrderFx, loadOrder]],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: { lang: 'en', id: '5012' }, search: '', locale: 'en' },
    });
    expect(loadOrder).toHaveBeenCalledWith(5012);
    expect(scope.getState($pageStatus)).toBe('not-found');
  });
});

describe('cancelling from the order details page', () => {
  it('reads the order again once it is cancelled, so the page shows the refund', async () => {
    const cancelled = { id: 5012, status: 'cancelled' } as Order;
    const loadOrder = vi.fn(async () => cancelled);
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [
        [loadOrderFx, loadOrder],
        [cancelOrderFx, async () => cancelled],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: { lang: 'en', id: '5012' }, search: '', locale: 'en' },
    });
    await allSettled(cancelClicked, { scope, params: 5012 });
    await allSettled(cancelConfirmed, { scope });
    expect(loadOrder).toHaveBeenCalledTimes(2);
    expect(loadOrder).toHaveBeenLastCalledWith(5012);
  });
});
