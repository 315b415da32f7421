import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $adjustments,
  $cart,
  cartCheckRequested,
  checkoutRequested,
  fetchAvailabilityFx,
  type AvailabilityQuery,
  type CartItem,
  type ProductAvailability,
} from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { navigateFx } from '@/shared/model';
import { $checkoutPending } from './checkout-gate';

type Availability = (query: AvailabilityQuery) => Promise<Map<number, ProductAvailability>>;

function gateScope(cart: CartItem[], availability: Availability) {
  const navigations: string[] = [];
  const check = vi.fn(availability);
  const scope = fork({
    values: [[$cart, cart]],
    handlers: [
      [fetchAvailabilityFx, check],
      [navigateFx, (to: string) => void navigations.push(to)],
    ],
  });
  return { scope, navigations, check };
}

const inStock = (stock: number) => async () => new Map([[1, { stock, price: 12_500 }]]);

describe('the checkout gate', () => {
  it('goes to checkout after a stock check of its own that changed nothing', async () => {
    const { scope, navigations, check } = gateScope([cartLine(1, { quantity: 2 })], inStock(9));
    await allSettled(checkoutRequested, { scope });
    expect(check).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual(['/uz/checkout']);
    expect(scope.getState($checkoutPending)).toBe(false);
  });

  it('stays on the cart when the check lowered a line, and goes on when asked again', async () => {
    const stocks = [3, 3];
    const { scope, navigations } = gateScope(
      [cartLine(1, { quantity: 5, name: 'Sut 1 l' })],
      async () => new Map([[1, { stock: stocks.shift() ?? 3, price: 12_500 }]]),
    );
    await allSettled(checkoutRequested, { scope });
    expect(navigations).toEqual([]);
    expect(scope.getState($adjustments)).toEqual([{ product_id: 1, name: 'Sut 1 l', quantity: 3 }]);
    expect(scope.getState($cart).map((line) => line.quantity)).toEqual([3]);
    expect(scope.getState($checkoutPending)).toBe(false);
    await allSettled(checkoutRequested, { scope });
    expect(navigations).toEqual(['/uz/checkout']);
  });

  it('waits for a check of its own when an earlier one is still on its way', async () => {
    const answers: Array<() => void> = [];
    const stocks = [9, 2];
    const { scope, navigations, check } = gateScope(
      [cartLine(1, { quantity: 4, name: 'Sut 1 l' })],
      () =>
        new Promise((resolve) => {
          const stock = stocks.shift() ?? 2;
          answers.push(() => resolve(new Map([[1, { stock, price: 12_500 }]])));
        }),
    );
    // The cart page's check, started before the stock changed.
    const earlier = allSettled(cartCheckRequested, { scope });
    await Promise.resolve();
    const checkout = allSettled(checkoutRequested, { scope });
    expect(scope.getState($checkoutPending)).toBe(true);
    answers.shift()?.();
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    expect(scope.getState($checkoutPending)).toBe(true);
    answers.shift()?.();
    await Promise.all([earlier, checkout]);
    expect(navigations).toEqual([]);
    expect(scope.getState($adjustments)).toEqual([{ product_id: 1, name: 'Sut 1 l', quantity: 2 }]);
    expect(scope.getState($checkoutPending)).toBe(false);
  });

  it('does not go to checkout with an empty cart', async () => {
    const { scope, navigations, check } = gateScope([], inStock(9));
    await allSettled(checkoutRequested, { scope });
    expect(check).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    expect(scope.getState($checkoutPending)).toBe(false);
  });
});
