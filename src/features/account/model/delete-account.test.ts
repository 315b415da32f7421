import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $isAuthenticated, $user, $userType } from '@/entities/session';
import { $authToken, $notifications } from '@/shared/model';
import { $cart } from '@/entities/cart';
import {
  $deleteDialogOpen,
  $deleteFailed,
  deleteAccountCancelled,
  deleteAccountClicked,
  deleteAccountConfirmed,
} from './delete-account';
import { $profileForm } from './profile';
import { accountScope, apiFailure } from './test-scope';

const milk = {
  product_id: 101,
  name: 'Musaffo milk',
  img_url: '/m/milk.webp',
  quantity: 2,
  attributes: {},
  price: 14500,
  slug: 'musaffo-milk-3-2-1-l',
  mxit: '',
  mxit_unit: '',
  weight: 1030,
  currency_name: 'sum' as const,
};

describe('account deletion', () => {
  it('asks for confirmation; cancelling keeps the account', async () => {
    const deleteAccount = vi.fn(async () => undefined);
    const { scope } = accountScope({ calls: { deleteAccount } });
    await allSettled(deleteAccountClicked, { scope });
    expect(scope.getState($deleteDialogOpen)).toBe(true);
    await allSettled(deleteAccountCancelled, { scope });
    expect(scope.getState($deleteDialogOpen)).toBe(false);
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes, clears every trace of personal data, goes home and says so', async () => {
    const deleteAccount = vi.fn(async () => undefined);
    const { scope, visited, device } = accountScope({ calls: { deleteAccount }, cart: [milk] });
    await allSettled(deleteAccountClicked, { scope });
    await allSettled(deleteAccountConfirmed, { scope });
    expect(deleteAccount).toHaveBeenCalledOnce();
    expect(scope.getState($deleteDialogOpen)).toBe(false);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($userType)).toBe('null');
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($profileForm)).toEqual({ name: '', surname: '' });
    expect(device.cart).toBeNull();
    expect(device.authCleared).toBe(true);
    expect(visited).toEqual(['/uz']);
    expect(scope.getState($notifications).map((notice) => notice.kind)).toEqual(['accountDeleted']);
  });

  it('a failure keeps the dialog open with a message and the account signed in', async () => {
    const { scope, visited } = accountScope({
      calls: {
        deleteAccount: async () => {
          throw apiFailure(500, { code: 'internal_error' });
        },
      },
    });
    await allSettled(deleteAccountClicked, { scope });
    await allSettled(deleteAccountConfirmed, { scope });
    expect(scope.getState($deleteDialogOpen)).toBe(true);
    expect(scope.getState($deleteFailed)).toBe(true);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(visited).toEqual([]);
  });

  it('a revoked session signs out on this device', async () => {
    const { scope } = accountScope({
      calls: {
        deleteAccount: async () => {
          throw apiFailure(401, { code: 'unauthorized' });
        },
      },
    });
    await allSettled(deleteAccountConfirmed, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($deleteFailed)).toBe(false);
  });
});
