import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { logoutClicked, sessionStarted } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import {
  $cart,
  $cartCount,
  $cartReady,
  $cartTotal,
  addedToCart,
  cartCleared,
  quantityChanged,
  removedFromCart,
} from '@/entities/cart';
import { cartScope, signedIn } from './test-scope';

function lines(scope: Scope) {
  return scope.getState($cart).map((line) => [line.product_id, line.quantity]);
}

describe('cart model', () => {
  it('an anonymous shopper gets the cart kept on the device', async () => {
    const { scope, fetchServer } = cartScope({ local: [cartLine(1, { quantity: 2 })] });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($cartReady)).toBe(true);
    expect(lines(scope)).toEqual([[1, 2]]);
    expect(fetchServer).not.toHaveBeenCalled();
  });

  it('a signed-in shopper gets the server cart on load', async () => {
    const { scope, device } = cartScope({
      session: signedIn,
      local: [cartLine(9)],
      server: [cartLine(3, { quantity: 4 })],
    });
    await allSettled(sessionStarted, { scope });
    expect(lines(scope)).toEqual([[3, 4]]);
    expect(device.cart?.map((l) => l.product_id)).toEqual([3]);
  });

  it('adds, increases, sets, removes and clears, saving every change on the device', async () => {
    const { scope, device } = cartScope();
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1, { price: 10_000 }) });
    await allSettled(addedToCart, { scope, params: cartLine(2, { price: 5_000 }) });
    await allSettled(addedToCart, { scope, params: cartLine(1, { quantity: 2, price: 10_000 }) });
    expect(lines(scope)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(scope.getState($cartCount)).toBe(4);
    expect(scope.getState($cartTotal)).toBe(35_000);
    expect(device.cart).toEqual(scope.getState($cart));

    await allSettled(quantityChanged, { scope, params: { productId: 2, quantity: 5 } });
    expect(lines(scope)).toEqual([
      [1, 3],
      [2, 5],
    ]);
    await allSettled(quantityChanged, { scope, params: { productId: 1, quantity: 0 } });
    expect(lines(scope)).toEqual([[2, 5]]);
    await allSettled(removedFromCart, { scope, params: 2 });
    expect(lines(scope)).toEqual([]);
    await allSettled(addedToCart, { scope, params: cartLine(4) });
    await allSettled(cartCleared, { scope });
    expect(lines(scope)).toEqual([]);
    expect(device.cart).toEqual([]);
  });

  it('keeps exactly the cart fields on the device', async () => {
    const { scope, device } = cartScope();
    await allSettled(sessionStarted, { scope });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(Object.keys(device.cart?.[0] ?? {}).sort()).toEqual(
      [
        'attributes',
        'currency_name',
        'img_url',
        'mxit',
        'mxit_unit',
        'name',
        'price',
        'product_id',
        'quantity',
        'slug',
        'weight',
      ].sort(),
    );
  });

  it('does not overwrite the stored cart before it has been read', async () => {
    const { scope, device } = cartScope({ local: [cartLine(5)] });
    await allSettled(addedToCart, { scope, params: cartLine(1) });
    expect(device.cart?.map((l) => l.product_id)).toEqual([5]);
  });

  it('after logout the device keeps no cart, and the server cart is left alone', async () => {
    const { scope, device, pushes } = cartScope({ session: signedIn, server: [cartLine(3)] });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(lines(scope)).toEqual([]);
    expect(device.cart).toBeNull();
    expect(pushes).toEqual([]);
  });
});
