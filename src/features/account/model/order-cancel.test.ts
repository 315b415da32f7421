import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError, type Order } from '@/shared/api';
import { loggedOut, userReloadRequested } from '@/entities/session';
import {
  $cancelDialogOpen,
  $cancelFailure,
  $cancelReason,
  cancelClicked,
  cancelConfirmed,
  cancelDismissed,
  cancelOrderFx,
  cancelReasonChanged,
  cancelRefused,
  orderCancelled,
  type CancelRequest,
} from './order-cancel';

const $lastCancelled = createStore<Order | null>(null).on(orderCancelled, (_, order) => order);
const $refusals = createStore(0).on(cancelRefused, (count) => count + 1);
const $profileReloads = createStore(0).on(userReloadRequested, (count) => count + 1);

const cancelled = { id: 5012, status: 'cancelled', payment_status: 'refunded' } as Order;

function scopeAnswering(answer: (request: CancelRequest) => Promise<Order>) {
  const requests: CancelRequest[] = [];
  const scope = fork({
    handlers: [
      [
        cancelOrderFx,
        (request: CancelRequest) => {
          requests.push(request);
          return answer(request);
        },
      ],
    ],
  });
  return { scope, requests };
}

describe('cancelling an order', () => {
  it('asks first, then sends the order id with the reason and closes on success', async () => {
    const { scope, requests } = scopeAnswering(async () => cancelled);
    await allSettled(cancelClicked, { scope, params: 5012 });
    expect(scope.getState($cancelDialogOpen)).toBe(true);
    expect(requests).toEqual([]);
    await allSettled(cancelReasonChanged, { scope, params: 'Ordered the wrong size' });
    await allSettled(cancelConfirmed, { scope });
    expect(requests).toEqual([{ id: 5012, reason: 'Ordered the wrong size' }]);
    expect(scope.getState($cancelDialogOpen)).toBe(false);
    expect(scope.getState($cancelFailure)).toBeNull();
    expect(scope.getState($lastCancelled)).toMatchObject({ id: 5012, status: 'cancelled' });
  });

  it('keeps a reason to 500 characters and starts each dialog empty', async () => {
    const { scope } = scopeAnswering(async () => cancelled);
    await allSettled(cancelClicked, { scope, params: 1 });
    await allSettled(cancelReasonChanged, { scope, params: 'x'.repeat(600) });
    expect(scope.getState($cancelReason)).toHaveLength(500);
    await allSettled(cancelDismissed, { scope });
    expect(scope.getState($cancelDialogOpen)).toBe(false);
    await allSettled(cancelClicked, { scope, params: 1 });
    expect(scope.getState($cancelReason)).toBe('');
  });

  it('says the order can no longer be cancelled when pickers started meanwhile', async () => {
    const { scope } = scopeAnswering(async () => {
      throw new ApiError({ status: 409, code: 'order_not_cancellable', message: 'Too late' });
    });
    await allSettled(cancelClicked, { scope, params: 7 });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelFailure)).toBe('notCancellable');
    expect(scope.getState($cancelDialogOpen)).toBe(true);
    expect(scope.getState($refusals)).toBe(1);
  });

  it('offers a retry after any other failure, and forgets everything on sign-out', async () => {
    const { scope } = scopeAnswering(async () => {
      throw new ApiError({ status: 0, code: 'network_error', message: 'Offline' });
    });
    await allSettled(cancelClicked, { scope, params: 7 });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelFailure)).toBe('failed');
    await allSettled(loggedOut, { scope });
    expect(scope.getState($cancelDialogOpen)).toBe(false);
  });

  it.each([
    [{ status: 404, code: 'not_found', message: 'Not found.' }, 'notFound'],
    [
      {
        status: 422,
        code: 'validation_failed',
        message: 'Check the data.',
        fields: [{ field: 'reason', code: 'invalid', message: 'Invalid.' }],
      },
      'reasonRefused',
    ],
    [{ status: 503, code: 'internal_error', message: 'Unavailable' }, 'failed'],
  ] as const)('tells an answer %o as %s, not as the order moving on', async (answer, failure) => {
    const { scope } = scopeAnswering(async () => {
      throw new ApiError({ ...answer, fields: 'fields' in answer ? [...answer.fields] : [] });
    });
    await allSettled(cancelClicked, { scope, params: 7 });
    await allSettled(cancelReasonChanged, { scope, params: 'Ordered the wrong size' });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelFailure)).toBe(failure);
    expect(scope.getState($cancelDialogOpen)).toBe(true);
    expect(scope.getState($cancelReason)).toBe('Ordered the wrong size');
    expect(scope.getState($refusals)).toBe(0);
  });

  it('reads the profile again after a 401, whose answer signs the shopper out', async () => {
    const { scope } = scopeAnswering(async () => {
      throw new ApiError({ status: 401, code: 'unauthorized', message: 'Please sign in again.' });
    });
    await allSettled(cancelClicked, { scope, params: 7 });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelFailure)).toBeNull();
    expect(scope.getState($profileReloads)).toBe(1);
  });
});
