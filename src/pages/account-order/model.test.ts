import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loadOrderFx } from '@/features/account';
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
