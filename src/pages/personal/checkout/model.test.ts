import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cartReady, cartLoaded } from '@/entities/cart';
import { fetchDeliverySettingsFx } from '@/entities/shop';
import { fetchCardsFx } from '@/entities/card';
import { fetchStoresFx } from '@/entities/store';
import { $addCardOpen } from '@/features/cards';
import { $signInOpen } from '@/features/auth';
import { addCardRequested, signInAgainClicked } from '@/features/checkout';
import { pageStarted } from './model';

const started = { params: {}, search: '', locale: 'uz' as const };

function setup(cartReady: boolean) {
  // Opening checkout loads the delivery settings: that call marks each opening.
  const opened = vi.fn(async () => {
    throw new Error('offline');
  });
  const cards = vi.fn(async () => []);
  const stores = vi.fn(async () => []);
  const scope = fork({
    values: [[$cartReady, cartReady]],
    handlers: [
      [fetchCardsFx, cards],
      [fetchStoresFx, stores],
      [fetchDeliverySettingsFx, opened],
    ],
  });
  return { scope, opened, cards, stores };
}

describe('checkout page model', () => {
  it('loads saved cards and stores, and opens checkout when the cart is known', async () => {
    const { scope, opened, cards, stores } = setup(true);
    await allSettled(pageStarted, { scope, params: started });
    expect(cards).toHaveBeenCalledOnce();
    expect(stores).toHaveBeenCalledOnce();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('waits for the cart of this device before the empty-cart guard runs', async () => {
    const { scope, opened } = setup(false);
    await allSettled(pageStarted, { scope, params: started });
    expect(opened).not.toHaveBeenCalled();
    await allSettled(cartLoaded, { scope, params: [] });
    expect(opened).toHaveBeenCalledOnce();
    await allSettled(cartLoaded, { scope, params: [] });
    expect(opened).toHaveBeenCalledOnce();
  });

  it('opens the card form when the payment step asks to add a card', async () => {
    const { scope } = setup(true);
    await allSettled(pageStarted, { scope, params: started });
    expect(scope.getState($addCardOpen)).toBe(false);
    await allSettled(addCardRequested, { scope });
    expect(scope.getState($addCardOpen)).toBe(true);
  });

  it('opens the sign-in dialog, staying on checkout, when the session ended while placing the order', async () => {
    const { scope } = setup(true);
    await allSettled(pageStarted, { scope, params: started });
    expect(scope.getState($signInOpen)).toBe(false);
    await allSettled(signInAgainClicked, { scope });
    expect(scope.getState($signInOpen)).toBe(true);
  });
});
