import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $isAuthenticated,
  $unsavedSendTimeout,
  logoutClicked,
  sessionStarted,
} from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, addedToCart } from '@/entities/cart';
import { $notifications } from '@/shared/model';
import { cartScope, offlinePush, signedIn } from './test-scope';

describe('signing out with cart changes the account has not received', () => {
  it('sends them first, then signs out', async () => {
    const { scope, pushes, device } = cartScope({ session: signedIn, server: [] });
    await allSettled(sessionStarted, { scope });
    // Signed out before the change's push went.
    void allSettled(addedToCart, { scope, params: cartLine(1) });
    await allSettled(logoutClicked, { scope });
    expect(pushes.map((push) => push.cart_data.map((line) => line.product_id))).toEqual([[1]]);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(device.cart).toBeNull();
  });

  it('waits for a push on its way to land', async () => {
    const landed: string[] = [];
    const { scope } = cartScope({
      session: signedIn,
      server: [],
      push: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        landed.push('push');
      },
    });
    await allSettled(sessionStarted, { scope });
    void allSettled(addedToCart, { scope, params: cartLine(1) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await allSettled(logoutClicked, { scope });
    expect(landed).toEqual(['push']);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('when they cannot be sent, stays signed in and says so; signing out again leaves them', async () => {
    const { scope, device } = cartScope({
      session: signedIn,
      server: [],
      push: offlinePush,
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($cart).map((line) => line.product_id)).toEqual([1]);
    expect(scope.getState($notifications).map((notice) => notice.kind)).toContain(
      'cartUnsavedAtSignOut',
    );
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(device.cart).toBeNull();
  });

  it('does not wait long for an answer', async () => {
    const { scope } = cartScope({
      session: signedIn,
      server: [],
      push: () => new Promise<void>((resolve) => setTimeout(resolve, 200)),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled($unsavedSendTimeout, { scope, params: 20 });
    void allSettled(addedToCart, { scope, params: cartLine(1) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($notifications).map((notice) => notice.kind)).toContain(
      'cartUnsavedAtSignOut',
    );
  });

  it('with nothing unsent, signs out at once', async () => {
    const { scope, pushes } = cartScope({ session: signedIn, server: [cartLine(2)] });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(pushes).toEqual([]);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });
});
