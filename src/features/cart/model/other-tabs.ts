import { createEffect, createEvent, sample, scopeBind } from 'effector';
import { sessionStarted } from '@/entities/session';
import { $cartReady, cartLoaded, type CartItem } from '@/entities/cart';
import { cartStorageKey, toCart } from '@/entities/cart/index.stored';

/**
 * Another tab of the shop on this device changed the cart: this tab shows the same cart, so that
 * its next change does not write over the other's. Only the tab that made a change sends it to
 * the account.
 */
export const cartChangedInAnotherTab = createEvent<CartItem[]>();

export const listenOtherTabsFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const changed = scopeBind(cartChangedInAnotherTab, { safe: true });
  window.addEventListener('storage', (event) => {
    if (event.key !== cartStorageKey || event.storageArea !== window.localStorage) return;
    let stored: unknown = null;
    try {
      stored = event.newValue === null ? null : (JSON.parse(event.newValue) as unknown);
    } catch {
      return;
    }
    changed(toCart(stored));
  });
});
sample({ clock: sessionStarted, target: listenOtherTabsFx });
sample({
  clock: cartChangedInAnotherTab,
  filter: $cartReady,
  target: cartLoaded,
});
