import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionStarted, tokenReceived } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, $cartReady, addedToCart, type CartItem } from '@/entities/cart';
import { $serverCartUnknown } from './save';
import { cartScope, signedIn } from './test-scope';

function ids(lines: readonly CartItem[]) {
  return lines.map((line) => [line.product_id, line.quantity]);
}
const cartOf = (scope: Scope) => ids(scope.getState($cart));

/** A server cart that fails to be read `failures` times, then answers `lines`. */
function failingThen(failures: number, lines: CartItem[]) {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls <= failures) throw Object.assign(new Error('unavailable'), { status: 500 });
    return structuredClone(lines);
  };
}

describe('a server cart that cannot be read', () => {
  it('at sign-in, is not replaced by the device cart, and is merged with it once read', async () => {
    const { scope, pushes, device } = cartScope({
      local: [cartLine(3)],
      server: failingThen(1, [cartLine(69, { quantity: 2 }), cartLine(86)]),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    // Read again after the failure (at once in tests), then merged as a sign-in merges.
    expect(cartOf(scope)).toEqual([
      [69, 2],
      [86, 1],
      [3, 1],
    ]);
    expect(pushes.map((push) => ids(push.cart_data))).toEqual([
      [
        [69, 2],
        [86, 1],
        [3, 1],
      ],
    ]);
    expect(scope.getState($serverCartUnknown)).toBe(false);
    expect(device.pendingJoin).toBeNull();
  });

  it('at sign-in, pushes nothing while it stays unread, and the device remembers the merge to come', async () => {
    const { scope, pushes, device } = cartScope({
      local: [cartLine(3)],
      server: failingThen(99, []),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    await allSettled(addedToCart, { scope, params: cartLine(4) });
    expect(pushes).toEqual([]);
    expect(cartOf(scope)).toEqual([
      [3, 1],
      [4, 1],
    ]);
    expect(device.pendingJoin).toBe('sign-in');
  });

  it('on load, shows the device copy, takes adds, and joins them with the server’s lines once read', async () => {
    const { scope, pushes } = cartScope({
      session: signedIn,
      local: [cartLine(69, { quantity: 2 })],
      server: failingThen(5, [cartLine(69, { quantity: 2 }), cartLine(7)]),
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($cartReady)).toBe(true);
    expect(cartOf(scope)).toEqual([[69, 2]]);
    expect(pushes).toEqual([]);
    // The shopper's add while the server's cart is unread is applied, and read again on its push.
    await allSettled(addedToCart, { scope, params: cartLine(3) });
    expect(cartOf(scope)).toEqual([
      [69, 2],
      [3, 1],
      [7, 1],
    ]);
    expect(pushes.map((push) => ids(push.cart_data))).toEqual([
      [
        [69, 2],
        [3, 1],
        [7, 1],
      ],
    ]);
  });

  it('on load, with no change meanwhile, is taken as it is once read, and nothing is pushed', async () => {
    const { scope, pushes } = cartScope({
      session: signedIn,
      local: [cartLine(69, { quantity: 5 })],
      server: failingThen(1, [cartLine(69, { quantity: 2 }), cartLine(7)]),
    });
    await allSettled(sessionStarted, { scope });
    expect(cartOf(scope)).toEqual([
      [69, 2],
      [7, 1],
    ]);
    expect(pushes).toEqual([]);
  });

  it('after a reload, a merge the device still waits for is made once the server’s cart is read', async () => {
    const { scope, pushes, device } = cartScope({
      session: signedIn,
      local: [cartLine(3)],
      server: [cartLine(69, { quantity: 2 })],
      pendingJoinOnDevice: 'sign-in',
    });
    await allSettled(sessionStarted, { scope });
    expect(cartOf(scope)).toEqual([
      [69, 2],
      [3, 1],
    ]);
    expect(pushes.map((push) => ids(push.cart_data))).toEqual([
      [
        [69, 2],
        [3, 1],
      ],
    ]);
    expect(device.pendingJoin).toBeNull();
  });
});
