import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { addedToCart } from '@/entities/cart';
import { $unsynced, connectionRestored } from './save';
import { cartScope, signedIn } from './test-scope';

describe('cart sync when the connection comes back', () => {
  it('pushes the changes made offline once the browser is online again', async () => {
    let offline = true;
    const { scope, pushes } = cartScope({
      session: signedIn,
      server: [],
      push: async () => {
        if (offline) throw new TypeError('Failed to fetch');
      },
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1, { quantity: 2 }) });
    // Every retry failed while offline: the change is still owed to the server.
    expect(scope.getState($unsynced)).toBe(true);
    const failedAttempts = pushes.length;
    expect(failedAttempts).toBeGreaterThan(1);

    offline = false;
    await allSettled(connectionRestored, { scope });
    expect(pushes).toHaveLength(failedAttempts + 1);
    expect(pushes.at(-1)?.cart_data.map((line) => [line.product_id, line.quantity])).toEqual([
      [1, 2],
    ]);
    expect(scope.getState($unsynced)).toBe(false);
  });

  it('does nothing when there is nothing to push', async () => {
    const { scope, pushes } = cartScope({ session: signedIn, server: [] });
    await allSettled(sessionStarted, { scope });
    await allSettled(connectionRestored, { scope });
    expect(pushes).toEqual([]);
  });
});
