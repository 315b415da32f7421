import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loadOrdersFx } from '@/features/account';
import { $isAuthenticated } from '@/entities/session';
import { pageStarted } from './model';

describe('my orders page', () => {
  it('loads the first page of orders when opened', async () => {
    const loadOrders = vi.fn(async () => ({
      data: [],
      meta: { page: 1, per_page: 10, total: 0, pages: 0 },
    }));
    const scope = fork({
      values: [[$isAuthenticated, true]],
      handlers: [[loadOrdersFx, loadOrders]],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(loadOrders).toHaveBeenCalledWith(1);
  });
});
