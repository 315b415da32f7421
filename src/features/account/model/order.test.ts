import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '@/entities/session';
import { $cart, type CartItem } from '@/entities/cart';
import type { AvailabilityQuery } from '@/entities/cart';
import { $pageStatus } from '@/shared/model';
import { sampleOrder } from './fixtures';
import {
  $buyAgainFailed,
  $order,
  $orderState,
  buyAgainClicked,
  orderOpened,
  orderRetryClicked,
  type BuyAgainQuery,
} from './order';
import { accountScope, apiFailure } from './test-scope';

const milk: CartItem = {
  product_id: 101,
  name: 'Musaffo sut 3,2% 1 l',
  img_url: '/m/milk.webp',
  quantity: 1,
  attributes: {},
  price: 14500,
  slug: 'musaffo-milk-3-2-1-l',
  mxit: '02001001001000000',
  mxit_unit: '796',
  weight: 1030,
  currency_name: 'sum',
};
const bananas: CartItem = {
  ...milk,
  product_id: 214,
  name: 'Banan',
  slug: 'bananas',
  quantity: 1500,
  price: 28000,
  mxit_unit: '166',
  weight: 1000,
};

describe('order details', () => {
  it('loads the order of the address for a signed-in shopper', async () => {
    const loadOrder = vi.fn(async () => sampleOrder);
    const { scope } = accountScope({ calls: { loadOrder } });
    await allSettled(orderOpened, { scope, params: '5012' });
    expect(loadOrder).toHaveBeenCalledWith(5012);
    expect(scope.getState($order)).toEqual(sampleOrder);
    expect(scope.getState($orderState)).toBe('ready');
  });

  it('an unknown or another shopper’s order is a 404 page', async () => {
    const { scope } = accountScope({
      calls: {
        loadOrder: async () => {
          throw apiFailure(404, { code: 'not_found' });
        },
      },
    });
    await allSettled(orderOpened, { scope, params: '999' });
    expect(scope.getState($pageStatus)).toBe('not-found');
    expect(scope.getState($order)).toBeNull();
  });

  it('an address that is no order id is a 404 page without a call', async () => {
    const loadOrder = vi.fn(async () => sampleOrder);
    const { scope } = accountScope({ calls: { loadOrder } });
    await allSettled(orderOpened, { scope, params: 'abc' });
    expect(loadOrder).not.toHaveBeenCalled();
    expect(scope.getState($pageStatus)).toBe('not-found');
  });

  it('never shows another order under this address while loading', async () => {
    const { scope } = accountScope({
      calls: { loadOrder: async () => ({ ...sampleOrder, id: 7 }) },
    });
    await allSettled(orderOpened, { scope, params: '7' });
    const pending = allSettled(orderOpened, { scope, params: '8' });
    expect(scope.getState($order)).toBeNull();
    expect(scope.getState($orderState)).toBe('loading');
    await pending;
  });

  it('other failures leave the page with a retry, not a 404', async () => {
    let fail = true;
    const loadOrder = vi.fn(async () => {
      if (fail) throw apiFailure(500, { code: 'internal_error' });
      return sampleOrder;
    });
    const { scope } = accountScope({ calls: { loadOrder } });
    await allSettled(orderOpened, { scope, params: '5012' });
    expect(scope.getState($orderState)).toBe('failed');
    expect(scope.getState($pageStatus)).toBe('ok');
    fail = false;
    await allSettled(orderRetryClicked, { scope });
    expect(loadOrder).toHaveBeenLastCalledWith(5012);
    expect(scope.getState($order)).toEqual(sampleOrder);
  });

  it('asks nothing without a session', async () => {
    const loadOrder = vi.fn(async () => sampleOrder);
    const { scope } = accountScope({ signedIn: false, calls: { loadOrder } });
    await allSettled(orderOpened, { scope, params: '5012' });
    expect(loadOrder).not.toHaveBeenCalled();
  });

  it('buy again adds the lines to the cart (same product adds up), checks the cart and goes to it', async () => {
    const buyAgainItems = vi.fn(async ({ lines }: BuyAgainQuery) =>
      lines.map((line) =>
        line.slug === 'bananas' ? bananas : { ...milk, quantity: line.quantity },
      ),
    );
    const availability = vi.fn(async (_query: AvailabilityQuery) => new Map());
    const { scope, visited } = accountScope({
      cart: [milk],
      calls: { loadOrder: async () => sampleOrder, buyAgainItems, availability },
    });
    await allSettled(orderOpened, { scope, params: '5012' });
    await allSettled(buyAgainClicked, { scope });
    expect(buyAgainItems).toHaveBeenCalledWith({
      lines: sampleOrder.lines,
      locale: 'uz',
      userType: 'individual',
    });
    expect(scope.getState($cart).map((line) => [line.product_id, line.quantity])).toEqual([
      [101, 3],
      [214, 1500],
    ]);
    expect(visited).toEqual(['/uz/cart']);
    expect(scope.getState($buyAgainFailed)).toBe(false);
    // The cart check looked up every line after they were added.
    expect(availability).toHaveBeenCalledOnce();
    expect(availability.mock.calls[0]?.[0]).toMatchObject({
      lines: [
        { product_id: 101, slug: 'musaffo-milk-3-2-1-l' },
        { product_id: 214, slug: 'bananas' },
      ],
    });
  });

  it('a failed buy again says so and leaves the cart alone', async () => {
    const { scope, visited } = accountScope({
      cart: [milk],
      calls: { loadOrder: async () => sampleOrder },
    });
    await allSettled(orderOpened, { scope, params: '5012' });
    await allSettled(buyAgainClicked, { scope });
    expect(scope.getState($buyAgainFailed)).toBe(true);
    expect(scope.getState($cart)).toEqual([milk]);
    expect(visited).toEqual([]);
  });

  it('forgets the order on signing out', async () => {
    const { scope } = accountScope({ calls: { loadOrder: async () => sampleOrder } });
    await allSettled(orderOpened, { scope, params: '5012' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($order)).toBeNull();
  });
});
