import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '@/entities/session';
import { cartLine } from '@/entities/cart/index.testing';
import { $cart, addedToCart } from '@/entities/cart';
import { cartChangedInAnotherTab, listenOtherTabsFx } from './other-tabs';
import { cartScope, signedIn } from './test-scope';

describe('the cart changed in another tab', () => {
  it('is shown here, and this tab’s next change is made on top of it', async () => {
    const { scope, pushes, device } = cartScope({ session: signedIn, server: [cartLine(1)] });
    await allSettled(listenOtherTabsFx, { scope }).catch(() => undefined);
    await allSettled(sessionStarted, { scope });
    // The other tab wrote its cart on the device.
    device.cart = [cartLine(1), cartLine(2)];
    await allSettled(cartChangedInAnotherTab, { scope });
    expect(scope.getState($cart).map((line) => line.product_id)).toEqual([1, 2]);
    // The other tab sends its own change; this one sends only what it changes.
    expect(pushes).toEqual([]);
    await allSettled(addedToCart, { scope, params: cartLine(3) });
    expect(pushes.at(-1)?.cart_data.map((line) => line.product_id)).toEqual([1, 2, 3]);
  });
});
