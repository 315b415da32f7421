import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, addedToCart } from '@/entities/cart';
import { $adjustments, adjustmentsDismissed, cartCheckRequested } from './check';
import { cartScope, signedIn } from './test-scope';

describe('cart check', () => {
  it('re-fetches each line by slug, language and account type, caps at stock, refreshes prices and drops empty lines', async () => {
    const { scope, availability, device } = cartScope({
      local: [
        cartLine(1, { quantity: 5, price: 1000, name: 'Sut 1 l', slug: 'sut-1l' }),
        cartLine(2, { quantity: 1, price: 2000, name: 'Non', slug: 'non' }),
        cartLine(3, { quantity: 2, name: 'Qaymoq', slug: 'qaymoq' }),
      ],
      availability: async () =>
        new Map([
          [1, { stock: 2, price: 1200 }],
          [2, { stock: 9, price: 2100 }],
          [3, { stock: 0, price: 900 }],
        ]),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartCheckRequested, { scope });
    expect(availability).toHaveBeenCalledWith({
      lines: [
        { product_id: 1, slug: 'sut-1l' },
        { product_id: 2, slug: 'non' },
        { product_id: 3, slug: 'qaymoq' },
      ],
      locale: 'uz',
      userType: 'null',
    });
    expect(scope.getState($cart).map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [1, 2, 1200],
      [2, 1, 2100],
    ]);
    expect(device.cart).toEqual(scope.getState($cart));
    expect(scope.getState($adjustments)).toEqual([
      { product_id: 1, name: 'Sut 1 l', quantity: 2 },
      { product_id: 3, name: 'Qaymoq', quantity: 0 },
    ]);
    await allSettled(adjustmentsDismissed, { scope });
    expect(scope.getState($adjustments)).toEqual([]);
  });

  it('sends the signed-in account type and pushes the checked cart to the server', async () => {
    const { scope, availability, pushes } = cartScope({
      session: signedIn,
      server: [cartLine(1, { quantity: 4 })],
      availability: async () => new Map([[1, { stock: 3, price: 12_500 }]]),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartCheckRequested, { scope });
    expect(availability.mock.calls[0]?.[0]).toMatchObject({ userType: 'individual' });
    expect(pushes.at(-1)?.cart_data.map((l) => l.quantity)).toEqual([3]);
  });

  it('changes nothing and shows nothing when all is in stock', async () => {
    const { scope, device } = cartScope({
      local: [cartLine(1, { quantity: 1, price: 500 })],
      availability: async () => new Map([[1, { stock: 10, price: 500 }]]),
    });
    await allSettled(sessionStarted, { scope });
    const before = device.cart;
    await allSettled(cartCheckRequested, { scope });
    expect(scope.getState($adjustments)).toEqual([]);
    expect(device.cart).toBe(before);
  });

  it('keeps lines it could not check when the check fails', async () => {
    const { scope } = cartScope({
      local: [cartLine(1, { quantity: 3 })],
      availability: async () => {
        throw new Error('offline');
      },
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartCheckRequested, { scope });
    expect(scope.getState($cart).map((l) => l.quantity)).toEqual([3]);
  });

  it('keeps a line added while the check was running', async () => {
    let answer: (value: Map<number, { stock: number; price: number }>) => void = () => undefined;
    const { scope } = cartScope({
      local: [cartLine(1, { quantity: 3 })],
      availability: () => new Promise((resolve) => (answer = resolve)),
    });
    await allSettled(sessionStarted, { scope });
    const check = allSettled(cartCheckRequested, { scope });
    // Both settle only once the running check has answered.
    const add = allSettled(addedToCart, { scope, params: cartLine(2) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(new Map([[1, { stock: 1, price: 12_500 }]]));
    await Promise.all([check, add]);
    expect(scope.getState($cart).map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});
