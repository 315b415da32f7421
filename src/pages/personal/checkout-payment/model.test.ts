import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $paymentState,
  $pollInterval,
  $transaction,
  fetchPaymentFx,
  paymentPageOpened,
  paymentSignInClicked,
} from '@/features/checkout';
import { $signInOpen } from '@/features/auth';
import { fetchUserFx, loggedIn, logoutServerFx, userReloadRequested } from '@/entities/session';
import { shopper } from '@/entities/session/index.testing';
import { ApiError, type Order } from '@/shared/api';
import { pageStarted } from './model';

const $profileReloads = createStore(0).on(userReloadRequested, (count) => count + 1);

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

  it('says at once that an unknown transaction has no order, and asks no more', async () => {
    const fetch = vi.fn(async (_tid: string): Promise<Order> => {
      throw new ApiError({ status: 404, code: 'not_found', message: 'Buyurtma topilmadi' });
    });
    const scope = fork({ values: [[$pollInterval, 0]], handlers: [[fetchPaymentFx, fetch]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'tid=no-such-tx', locale: 'uz' },
    });
    expect(scope.getState($paymentState)).toBe('notFound');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps asking after a failed check that was not a 404', async () => {
    let calls = 0;
    const fetch = vi.fn(async (_tid: string): Promise<Order> => {
      calls += 1;
      if (calls < 3) throw new ApiError({ status: 0, code: 'network_error', message: 'offline' });
      return { payment_status: 'failed', status: 'cancelled' } as Order;
    });
    const scope = fork({ values: [[$pollInterval, 0]], handlers: [[fetchPaymentFx, fetch]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'tid=tx-2', locale: 'ru' },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(scope.getState($paymentState)).toBe('failed');
  });

  it('asks once per poll when the page is opened again for the same transaction', async () => {
    let calls = 0;
    const fetch = vi.fn(async (_tid: string): Promise<Order> => {
      calls += 1;
      const paid = calls >= 3;
      return {
        status: paid ? 'paid' : 'awaiting_payment',
        payment_status: paid ? 'paid' : 'pending',
      } as Order;
    });
    const scope = fork({ values: [[$pollInterval, 0]], handlers: [[fetchPaymentFx, fetch]] });
    const context = { params: {}, search: 'tid=tx-7', locale: 'en' } as const;
    await Promise.all([
      allSettled(pageStarted, { scope, params: context }),
      allSettled(pageStarted, { scope, params: context }),
    ]);
    expect(scope.getState($paymentState)).toBe('paid');
    // Pending, pending, paid: three answers, each asked for once.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('checks again on request once it stopped', async () => {
    const fetch = vi.fn(async (_tid: string): Promise<Order> => {
      throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    });
    const scope = fork({ values: [[$pollInterval, 0]], handlers: [[fetchPaymentFx, fetch]] });
    await allSettled(paymentPageOpened, { scope, params: 'tx-5' });
    await allSettled(paymentPageOpened, { scope, params: 'tx-5' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says the session ended at a 401, stops asking, and asks again once signed in', async () => {
    let signedIn = false;
    const fetch = vi.fn(async (_tid: string): Promise<Order> => {
      if (!signedIn) {
        throw new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in again.' });
      }
      return { payment_status: 'paid', status: 'confirmed' } as Order;
    });
    const scope = fork({
      values: [[$pollInterval, 0]],
      handlers: [
        [fetchPaymentFx, fetch],
        [fetchUserFx, () => shopper],
        [logoutServerFx, () => undefined],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'tid=tx-4', locale: 'uz' },
    });
    expect(scope.getState($paymentState)).toBe('sessionEnded');
    // Not "we cannot reach the shop, we keep checking": asking again will not help.
    expect(fetch).toHaveBeenCalledTimes(1);
    // The profile is read again: its 401 signs the shopper out here as well.
    expect(scope.getState($profileReloads)).toBe(1);

    await allSettled(paymentSignInClicked, { scope });
    expect(scope.getState($signInOpen)).toBe(true);

    signedIn = true;
    await allSettled(loggedIn, { scope, params: shopper });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($paymentState)).toBe('paid');
  });
});
