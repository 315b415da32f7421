import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { sessionStarted } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { productSummary } from '@/shared/api/index.testing';
import { $notifications, navigateFx } from '@/shared/model';
import { addToCartClicked, $cart } from '@/entities/cart';
import { cartLine } from '@/entities/cart/index.testing';
import { $adjustments, adjustmentsListShown, cartCheckRequested } from '@/entities/cart';
import { $lineLimits } from './limits';
import { $miniCartOpen, cartPageClosed, cartPageOpened, miniCartOpened } from './page';
import { cartScope, signedIn } from './test-scope';
import '../index';

const apples = productSummary({
  id: 301,
  slug: 'apples-golden',
  name: 'Olma Golden',
  price: 18_000,
  total_quanity: 2_500,
  sold_by_weight: true,
  step: 250,
  weight: 1_000,
  mxit: '08081000001000000',
  mxit_unit: '166',
  category: { slug: 'fruit', name: 'Mevalar' },
});

describe('cart page', () => {
  it('checks the cart when the page opens with the cart known', async () => {
    const { scope, availability } = cartScope({ local: [cartLine(1, { quantity: 4 })] });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartPageOpened, { scope });
    expect(availability).toHaveBeenCalledTimes(1);
  });

  it('paints the lines the device holds before checking them', async () => {
    let painted: () => void = () => undefined;
    const { scope, availability } = cartScope({
      local: [cartLine(1, { quantity: 4 })],
      paint: () => new Promise((resolve) => (painted = resolve)),
    });
    await allSettled(cartPageOpened, { scope });
    const started = allSettled(sessionStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($cart)).toHaveLength(1));
    expect(availability).not.toHaveBeenCalled();
    painted();
    await started;
    expect(availability).toHaveBeenCalledTimes(1);
  });

  it('checks the cart once it is loaded when the page opened first', async () => {
    let release: (cart: ReturnType<typeof cartLine>[]) => void = () => undefined;
    const { scope, availability } = cartScope({
      session: signedIn,
      server: () => new Promise((resolve) => (release = resolve)),
      availability: async () => new Map([[1, { stock: 2, price: 12_500 }]]),
    });
    await allSettled(cartPageOpened, { scope });
    expect(availability).not.toHaveBeenCalled();
    const started = allSettled(sessionStarted, { scope });
    await Promise.resolve();
    await Promise.resolve();
    release([cartLine(1, { quantity: 5, name: 'Sut 1 l' })]);
    await started;
    expect(availability).toHaveBeenCalledTimes(1);
    expect(scope.getState($cart).map((line) => line.quantity)).toEqual([2]);
    expect(scope.getState($adjustments)).toEqual([{ product_id: 1, name: 'Sut 1 l', quantity: 2 }]);
    // Shown on the page, so no toast.
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('announces adjustments in a toast away from the cart page and the mini-cart', async () => {
    const stocks = [9, 1];
    const { scope } = cartScope({
      local: [cartLine(1, { quantity: 5 })],
      availability: async () => new Map([[1, { stock: stocks.shift() ?? 1, price: 12_500 }]]),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartPageOpened, { scope });
    await allSettled(cartPageClosed, { scope });
    expect(scope.getState($notifications)).toEqual([]);
    // Checked again away from the page (going to checkout from the mini-cart's button, closed meanwhile).
    await allSettled(cartCheckRequested, { scope });
    expect(scope.getState($notifications).map((notice) => notice.kind)).toEqual(['cartAdjusted']);
  });

  it('lets a screen that lists the adjustments (checkout) show them instead of a toast', async () => {
    const { scope } = cartScope({
      local: [cartLine(1, { quantity: 5, name: 'Sut 1 l' })],
      availability: async () => new Map([[1, { stock: 2, price: 12_500 }]]),
    });
    await allSettled(adjustmentsListShown, { scope });
    await allSettled(sessionStarted, { scope });
    await allSettled(cartCheckRequested, { scope });
    expect(scope.getState($adjustments)).toEqual([{ product_id: 1, name: 'Sut 1 l', quantity: 2 }]);
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('tells the shopper when the cart could not be synced, keeping it on the device', async () => {
    const { scope, device } = cartScope({
      session: signedIn,
      server: [],
      push: async () => {
        throw new Error('offline');
      },
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(addToCartClicked, { scope, params: { product: apples, quantity: 250 } });
    expect(scope.getState($notifications).map((notice) => notice.kind)).toContain('cartSyncFailed');
    expect(device.cart?.map((line) => line.quantity)).toEqual([250]);
  });

  it('says nothing of a sync when the server has ended the session (401)', async () => {
    const { scope } = cartScope({
      session: signedIn,
      server: async () => {
        throw new ApiError({ status: 401, code: 'unauthorized', message: 'Please sign in again.' });
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($notifications).map((notice) => notice.kind)).not.toContain(
      'cartSyncFailed',
    );
  });
});

describe('line limits and the mini-cart', () => {
  it('knows the stock and step of products added from the catalogue', async () => {
    const { scope } = cartScope();
    await allSettled(sessionStarted, { scope });
    await allSettled(addToCartClicked, { scope, params: { product: apples, quantity: 250 } });
    expect(scope.getState($lineLimits)).toEqual({ 301: { stock: 2_500, step: 250 } });
  });

  it('learns the stock and step of stored lines from the check the mini-cart runs on opening', async () => {
    const { scope, availability } = cartScope({
      local: [cartLine(1, { quantity: 2 }), cartLine(2, { quantity: 500, mxit_unit: '166' })],
      availability: async () =>
        new Map([
          [1, { stock: 7, price: 12_500, step: 1 }],
          [2, { stock: 4_000, price: 30_000, step: 500 }],
        ]),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(miniCartOpened, { scope });
    expect(scope.getState($miniCartOpen)).toBe(true);
    expect(scope.getState($lineLimits)).toEqual({
      1: { stock: 7, step: 1 },
      2: { stock: 4_000, step: 500 },
    });
    await allSettled(miniCartOpened, { scope });
    expect(availability).toHaveBeenCalledTimes(1);
  });

  it('closes the mini-cart on a navigation, such as going to checkout', async () => {
    const { scope, navigations } = cartScope({ local: [cartLine(1, { quantity: 1 })] });
    await allSettled(sessionStarted, { scope });
    await allSettled(miniCartOpened, { scope });
    expect(scope.getState($miniCartOpen)).toBe(true);
    await allSettled(navigateFx, { scope, params: '/uz/checkout' });
    expect(navigations).toEqual(['/uz/checkout']);
    expect(scope.getState($miniCartOpen)).toBe(false);
  });
});
