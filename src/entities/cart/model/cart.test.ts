import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { productSummary } from '@/shared/api/index.testing';
import { $notifications } from '@/shared/model';
import { cartItemFromProduct, earlyAddOf } from '../lib/from-product';
import { toEarlyAdd } from '../lib/early-add';
import { cartLine } from '../lib/test-items';
import {
  $cart,
  $cartReady,
  addsAppliedBeforeStart,
  addToCartClicked,
  cartLoaded,
  cartQuantityChanged,
  readLocalCartFx,
  writeLocalCartFx,
} from './cart';

function startScope(cart = [] as ReturnType<typeof cartLine>[]) {
  return fork({
    values: [
      [$cart, cart],
      [$cartReady, true],
    ],
    handlers: [[writeLocalCartFx, () => undefined]],
  });
}

function quantityOf(scope: Scope, productId: number) {
  return scope.getState($cart).find((line) => line.product_id === productId)?.quantity ?? 0;
}

function notices(scope: Scope) {
  return scope.getState($notifications).map(({ kind, tone, values }) => ({ kind, tone, values }));
}

describe('adding to the cart stops at the stock', () => {
  const lastOne = productSummary({ id: 7, name: 'Qatiq 0,5 l', total_quanity: 1 });

  it('three presses on a product with one left put one in the cart and say so', async () => {
    const scope = startScope();
    for (let press = 0; press < 3; press += 1) {
      await allSettled(addToCartClicked, { scope, params: { product: lastOne, quantity: 1 } });
    }
    expect(quantityOf(scope, 7)).toBe(1);
    expect(notices(scope)).toEqual([
      { kind: 'addedToCart', tone: 'info', values: { name: 'Qatiq 0,5 l' } },
      {
        kind: 'stockLimitReached',
        tone: 'caution',
        values: { name: 'Qatiq 0,5 l', unit: 'piece', quantity: 1, kilograms: 0.001 },
      },
    ]);
  });

  it('a larger add fills the line up to the stock, not beyond', async () => {
    const scope = startScope([cartLine(8, { quantity: 2 })]);
    const product = productSummary({ id: 8, total_quanity: 5 });
    await allSettled(addToCartClicked, { scope, params: { product, quantity: 4 } });
    expect(quantityOf(scope, 8)).toBe(5);
    expect(notices(scope).map((notice) => notice.kind)).toEqual(['stockLimitReached']);
  });

  it('goods sold by weight stop at whole steps within the stock, in grams', async () => {
    const bananas = productSummary({
      id: 9,
      name: 'Banan',
      mxit_unit: '166',
      sold_by_weight: true,
      step: 200,
      total_quanity: 1_100,
    });
    const scope = startScope();
    for (let press = 0; press < 6; press += 1) {
      await allSettled(addToCartClicked, { scope, params: { product: bananas, quantity: 200 } });
    }
    expect(quantityOf(scope, 9)).toBe(1_000);
    expect(notices(scope).at(-1)).toEqual({
      kind: 'stockLimitReached',
      tone: 'caution',
      values: { name: 'Banan', unit: 'gram', quantity: 1_000, kilograms: 1 },
    });
  });

  it('the stepper on a product card cannot go past the stock either', async () => {
    const scope = startScope([cartLine(7, { quantity: 1 })]);
    await allSettled(cartQuantityChanged, { scope, params: { product: lastOne, quantity: 2 } });
    expect(quantityOf(scope, 7)).toBe(1);
    expect(notices(scope).map((notice) => notice.kind)).toEqual(['stockLimitReached']);
    await allSettled(cartQuantityChanged, { scope, params: { product: lastOne, quantity: 0 } });
    expect(quantityOf(scope, 7)).toBe(0);
  });

  it('an add within the stock is confirmed politely, once per add', async () => {
    const scope = startScope();
    const milk = productSummary({ id: 10, name: 'Sut 1 l', total_quanity: 30 });
    await allSettled(addToCartClicked, { scope, params: { product: milk, quantity: 1 } });
    await allSettled(addToCartClicked, { scope, params: { product: milk, quantity: 1 } });
    expect(quantityOf(scope, 10)).toBe(2);
    // The same notice in a row is one toast, refreshed.
    expect(notices(scope)).toEqual([
      { kind: 'addedToCart', tone: 'info', values: { name: 'Sut 1 l' } },
    ]);
  });
});

describe('an add pressed before the cart is known', () => {
  const milk = productSummary({ id: 21, name: 'Sut 1 l', total_quanity: 30 });
  const bread = productSummary({ id: 22, name: 'Non', total_quanity: 1 });

  it('is applied once the device’s cart is read, on top of it, in order and within stock', async () => {
    const scope = fork({
      handlers: [
        [writeLocalCartFx, () => undefined],
        [readLocalCartFx, () => [cartLine(21, { quantity: 2 })]],
      ],
    });
    await allSettled(addToCartClicked, { scope, params: { product: milk, quantity: 1 } });
    await allSettled(addToCartClicked, { scope, params: { product: bread, quantity: 1 } });
    await allSettled(addToCartClicked, { scope, params: { product: bread, quantity: 1 } });
    // Nothing is in the cart yet: the device's cart has not been read.
    expect(scope.getState($cart)).toEqual([]);
    await allSettled(readLocalCartFx, { scope });
    expect(scope.getState($cartReady)).toBe(true);
    expect(quantityOf(scope, 21)).toBe(3);
    expect(quantityOf(scope, 22)).toBe(1);
    // The shopper hears of the adds and of the stock limit the second bread met.
    expect(notices(scope).map((notice) => notice.kind)).toEqual([
      'addedToCart',
      'stockLimitReached',
    ]);
  });

  it('is applied once, not again when the cart is loaded a second time', async () => {
    const scope = fork({
      handlers: [
        [writeLocalCartFx, () => undefined],
        [readLocalCartFx, () => []],
      ],
    });
    await allSettled(addToCartClicked, { scope, params: { product: milk, quantity: 1 } });
    await allSettled(readLocalCartFx, { scope });
    await allSettled(cartLoaded, { scope, params: scope.getState($cart) });
    expect(quantityOf(scope, 21)).toBe(1);
  });
});

describe('adds applied before the app started', () => {
  it('are told as any add is, and one that met the stock as such; the cart is not changed again', async () => {
    const scope = startScope([cartLine(31, { name: 'Qatiq', quantity: 1 })]);
    const line = cartLine(30, { name: 'Non', quantity: 1 });
    const capped = cartLine(31, { name: 'Qatiq', quantity: 1 });
    await allSettled(addsAppliedBeforeStart, {
      scope,
      params: [
        { line, quantity: 1, capped: false },
        { line: capped, quantity: 1, capped: true },
      ],
    });
    expect(notices(scope)).toEqual([
      { kind: 'addedToCart', tone: 'info', values: { name: 'Non' } },
      {
        kind: 'stockLimitReached',
        tone: 'caution',
        values: { name: 'Qatiq', unit: 'piece', quantity: 1, kilograms: 0.001 },
      },
    ]);
    // The device's cart, which the app reads as the session starts, already holds them.
    expect(scope.getState($cart)).toEqual([cartLine(31, { name: 'Qatiq', quantity: 1 })]);
  });

  it('carry on the button exactly the line and the stock limit of the app’s own add', () => {
    const product = productSummary({ id: 40, name: 'Guruch', step: 500, total_quanity: 1700 });
    expect(toEarlyAdd(earlyAddOf(product, 500))).toEqual({
      line: cartItemFromProduct(product, 500),
      limit: 1500,
    });
  });
});
