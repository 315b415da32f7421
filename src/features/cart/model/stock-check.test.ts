import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $fetch } from '@/shared/model';
import { createFakeFetch, jsonResponse } from '@/shared/api/index.testing';
import type { ProductCheckResult } from '@/shared/api';
import { sessionStarted } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, addedToCart } from '@/entities/cart';
import {
  $adjustments,
  adjustmentsDismissed,
  cartCheckRequested,
  fetchAvailabilityFx,
} from '@/entities/cart';
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
        { product_id: 1, slug: 'sut-1l', quantity: 5 },
        { product_id: 2, slug: 'non', quantity: 1 },
        { product_id: 3, slug: 'qaymoq', quantity: 2 },
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

describe('stock check requests', () => {
  function checkedLine(slug: string, quantity: number): ProductCheckResult {
    const id = Number(slug.slice('p-'.length));
    return {
      product_id: id,
      slug,
      name: `Product ${id}`,
      status: id === 3 ? 'not_found' : 'ok',
      requested_quantity: quantity,
      available_quantity: id === 3 ? 0 : quantity,
      total_quanity: id === 3 ? 0 : 50 + id,
      in_stock: id !== 3,
      price: id === 3 ? null : 1000 * id,
      old_price: null,
      currency_name: 'sum',
    };
  }

  function checkScope() {
    const fake = createFakeFetch((request) => {
      const { lines } = request.body as { lines: { slug: string; quantity: number }[] };
      return jsonResponse({ data: lines.map((line) => checkedLine(line.slug, line.quantity)) });
    });
    const scope = fork({
      values: [
        [$apiBaseUrl, 'https://api.savat.test'],
        [$fetch, fake.fetch as typeof fetch],
      ],
    });
    return { scope, calls: fake.calls };
  }

  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      product_id: index + 1,
      slug: `p-${index + 1}`,
      quantity: index + 1,
    }));

  it('checks a 40-line cart in one request, by slug, language and account type', async () => {
    const { scope, calls } = checkScope();
    const settled = await allSettled(fetchAvailabilityFx, {
      scope,
      params: { lines: lines(40), locale: 'ru', userType: 'individual' },
    });
    if (settled.status !== 'done') throw settled.value;
    const value = settled.value;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/api/resources/check/products');
    expect(calls[0]?.headers.get('X-LANG')).toBe('ru');
    expect(calls[0]?.headers.get('X-ACCOUNT-TYPE')).toBe('individual');
    const sent = (calls[0]?.body as { lines: unknown[] }).lines;
    expect(sent).toHaveLength(40);
    expect(sent[0]).toEqual({ slug: 'p-1', quantity: 1 });
    expect(value.size).toBe(40);
    expect(value.get(1)).toEqual({ stock: 51, price: 1000 });
    // A product that no longer exists.
    expect(value.get(3)).toBeNull();
  });

  it('splits a cart of more than 200 lines into requests of at most 200', async () => {
    const { scope, calls } = checkScope();
    const settled = await allSettled(fetchAvailabilityFx, {
      scope,
      params: { lines: lines(201), locale: 'uz', userType: 'null' },
    });
    if (settled.status !== 'done') throw settled.value;
    const value = settled.value;
    expect(calls.map((call) => (call.body as { lines: unknown[] }).lines.length)).toEqual([200, 1]);
    expect(calls[0]?.headers.get('X-ACCOUNT-TYPE')).toBeNull();
    expect(value.get(201)).toEqual({ stock: 251, price: 201_000 });
  });
});
