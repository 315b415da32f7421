import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $isAuthenticated, logoutClicked, sessionStarted, tokenReceived } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, addedToCart, quantityChanged } from '@/entities/cart';
import { $unsynced, cartSyncFailedMessage, logSyncFailureFx } from './save';
import { pageHidden } from './save-on-leave';
import { cartScope, offlinePush, signedIn } from './test-scope';

function ids(scope: Scope) {
  return scope.getState($cart).map((line) => [line.product_id, line.quantity]);
}

describe('cart sync', () => {
  it('after signing in: fetches the server cart, merges it with the device cart and pushes the result', async () => {
    const { scope, pushes } = cartScope({
      local: [cartLine(1, { quantity: 2 }), cartLine(2)],
      server: [cartLine(1, { quantity: 1 }), cartLine(3, { quantity: 4 })],
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    expect(ids(scope)).toEqual([
      [1, 3],
      [3, 4],
      [2, 1],
    ]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.cart_data.map((l) => [l.product_id, l.quantity])).toEqual(ids(scope));
  });

  it('signing in again as the same account (its session ended) keeps the cart as it is', async () => {
    const { scope } = cartScope({
      session: signedIn,
      server: [cartLine(1, { quantity: 2 }), cartLine(2)],
    });
    await allSettled(sessionStarted, { scope });
    expect(ids(scope)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    // The same account's cart is on the device and on the server: nothing adds up twice.
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    expect(ids(scope)).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('pushes every change when signed in, coalescing quick changes', async () => {
    const { scope, pushes } = cartScope({ session: signedIn, server: [] });
    await allSettled(sessionStarted, { scope });
    await Promise.all([
      allSettled(addedToCart, { scope, params: cartLine(1) }),
      allSettled(addedToCart, { scope, params: cartLine(2) }),
      allSettled(quantityChanged, { scope, params: { productId: 1, quantity: 4 } }),
    ]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.cart_data.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    expect(scope.getState($unsynced)).toBe(false);
  });

  it('a change made while a push is on its way is pushed next, never lost', async () => {
    let release: () => void = () => undefined;
    let first = true;
    const { scope, pushes } = cartScope({
      session: signedIn,
      server: [],
      push: () =>
        first
          ? new Promise<void>((resolve) => {
              first = false;
              release = resolve;
            })
          : Promise.resolve(),
    });
    await allSettled(sessionStarted, { scope });
    const firstChange = allSettled(addedToCart, { scope, params: cartLine(1) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const secondChange = allSettled(addedToCart, { scope, params: cartLine(2) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([firstChange, secondChange]);
    expect(pushes.map((p) => p.cart_data.map((l) => l.product_id))).toEqual([[1], [1, 2]]);
    expect(scope.getState($unsynced)).toBe(false);
  });

  it('does not push for an anonymous shopper', async () => {
    const { scope, pushes } = cartScope();
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(pushes).toEqual([]);
  });

  it('flushes unsynced changes with keepalive when the page is hidden', async () => {
    const { scope, pushes } = cartScope({
      session: signedIn,
      server: [],
      push: offlinePush,
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(scope.getState($unsynced)).toBe(true);
    const before = pushes.length;
    await allSettled(pageHidden, { scope });
    expect(pushes.length).toBe(before + 1);
    expect(pushes.at(-1)).toEqual({ cart_data: scope.getState($cart), keepalive: true });
  });

  it('a failed push is retried a few times and logged each time', async () => {
    const { scope, pushes, logged } = cartScope({
      session: signedIn,
      server: [],
      push: offlinePush,
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(pushes).toHaveLength(4);
    expect(logged).toHaveLength(4);
    expect(scope.getState($isAuthenticated)).toBe(true);
  });

  it('nothing to flush on page hide when the server has everything', async () => {
    const { scope, pushes } = cartScope({ session: signedIn, server: [] });
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    await allSettled(pageHidden, { scope });
    expect(pushes).toHaveLength(1);
  });

  it('logs a failed sync in Russian', async () => {
    const messages: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void messages.push(args);
    try {
      await logSyncFailureFx(new Error('offline'));
    } finally {
      console.error = original;
    }
    expect(messages[0]?.[0]).toBe(cartSyncFailedMessage);
    expect(cartSyncFailedMessage).toMatch(/корзин/);
  });

  it('signing out drops unsynced state and pushes nothing afterwards', async () => {
    const { scope, pushes } = cartScope({ session: signedIn, server: [cartLine(3)] });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(pushes).toEqual([]);
    expect(scope.getState($unsynced)).toBe(false);
  });

  it('keeps and pushes the device cart on load when its last changes never reached the server', async () => {
    const { scope, pushes, fetchServer, device } = cartScope({
      session: signedIn,
      local: [cartLine(1, { quantity: 2 }), cartLine(5)],
      server: [cartLine(1, { quantity: 1 })],
      unsyncedOnDevice: true,
    });
    await allSettled(sessionStarted, { scope });
    expect(fetchServer).not.toHaveBeenCalled();
    expect(ids(scope)).toEqual([
      [1, 2],
      [5, 1],
    ]);
    expect(pushes.map((push) => push.cart_data.length)).toEqual([2]);
    expect(scope.getState($unsynced)).toBe(false);
    expect(device.unsynced).toBe(false);
  });

  it('marks the device while a change is unconfirmed, and loads the server cart when it is not', async () => {
    let release: () => void = () => undefined;
    const { scope, device, fetchServer } = cartScope({
      session: signedIn,
      server: [],
      push: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    await allSettled(sessionStarted, { scope });
    expect(fetchServer).toHaveBeenCalledTimes(1);
    const adding = allSettled(addedToCart, { scope, params: cartLine(1) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(device.unsynced).toBe(true);
    release();
    await adding;
    expect(device.unsynced).toBe(false);
  });
});
