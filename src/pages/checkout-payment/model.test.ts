import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $pollInterval, $transaction, fetchPaymentFx } from '@/features/checkout';
import { pageStarted } from './model';

describe('payment page model', () => {
  it('follows the transaction named in the address', async () => {
    const fetch = vi.fn(async (_tid: string) => {
      throw new Error('offline');
    });
    const scope = fork({ values: [[$pollInterval, 0]], handlers: [[fetchPaymentFx, fetch]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'tid=tx-9', locale: 'uz' },
    });
    expect(scope.getState($transaction)).toBe('tx-9');
    expect(fetch).toHaveBeenCalledWith('tx-9');
  });

  it('asks for nothing without a transaction', async () => {
    const fetch = vi.fn();
    const scope = fork({ handlers: [[fetchPaymentFx, fetch]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(scope.getState($transaction)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
