import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $confirmedOrder } from '@/features/checkout';
import type { Order, OrderSummary } from '@/shared/api';
import {
  $order,
  $orderNumber,
  fetchOrderDetailsFx,
  fetchRecentOrdersFx,
  pageStarted,
} from './model';

const summary = (id: number, number: string) => ({ id, number }) as OrderSummary;

describe('confirmation page model', () => {
  it('shows the number of the order just placed without asking the API', async () => {
    const fetch = vi.fn(async () => []);
    const scope = fork({
      values: [[$confirmedOrder, { id: 42, number: 'SV-000042' } as Order]],
      handlers: [[fetchRecentOrdersFx, fetch]],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000042', locale: 'ru' },
    });
    expect(scope.getState($orderNumber)).toBe('SV-000042');
    expect(scope.getState($order)).toMatchObject({ id: 42 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("after a reload shows the number once it is found among the shopper's orders", async () => {
    const scope = fork({
      handlers: [
        [fetchRecentOrdersFx, async () => [summary(43, 'SV-000043'), summary(42, 'SV-000042')]],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000042', locale: 'uz' },
    });
    expect(scope.getState($orderNumber)).toBe('SV-000042');
  });

  it('after a reload shows the whole order again (its total, window and own page), read from the API', async () => {
    const details = vi.fn(
      async (id: number) => ({ id, number: 'SV-000042', total: 17_799 }) as Order,
    );
    const scope = fork({
      handlers: [
        [fetchRecentOrdersFx, async () => [summary(43, 'SV-000043'), summary(42, 'SV-000042')]],
        [fetchOrderDetailsFx, details],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000042', locale: 'ru' },
    });
    expect(details).toHaveBeenCalledWith(42);
    expect(scope.getState($order)).toMatchObject({ id: 42, number: 'SV-000042', total: 17_799 });
  });

  it('reads no order whose number is not among the shopper’s orders', async () => {
    const details = vi.fn(async (id: number) => ({ id, number: 'SV-000042' }) as Order);
    const scope = fork({
      handlers: [
        [fetchRecentOrdersFx, async () => [summary(42, 'SV-000042')]],
        [fetchOrderDetailsFx, details],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000099', locale: 'ru' },
    });
    expect(details).not.toHaveBeenCalled();
    expect(scope.getState($order)).toBeNull();
  });

  it('never shows text from the address that is not an order of this shopper', async () => {
    const scope = fork({
      handlers: [[fetchRecentOrdersFx, async () => [summary(42, 'SV-000042')]]],
    });
    await allSettled(pageStarted, {
      scope,
      params: {
        params: {},
        search: `order=${encodeURIComponent('PAY AGAIN AT evil.example')}`,
        locale: 'en',
      },
    });
    expect(scope.getState($orderNumber)).toBeNull();
  });

  it('shows no number when the orders cannot be read', async () => {
    const scope = fork({
      handlers: [
        [
          fetchRecentOrdersFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000042', locale: 'uz' },
    });
    expect(scope.getState($orderNumber)).toBeNull();
  });

  it('shows no number when the address has none', async () => {
    const fetch = vi.fn(async () => []);
    const scope = fork({ handlers: [[fetchRecentOrdersFx, fetch]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(scope.getState($orderNumber)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
