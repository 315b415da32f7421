import { attach, createEffect, createEvent, sample, scopeBind } from 'effector';
import { sessionStarted } from '@/entities/session';
import { $cartReady, cartLoaded, readLocalCartFx } from '@/entities/cart';
import { cartStorageKey } from '@/entities/cart/index.stored';

/**
 * Another tab of the shop on this device changed the cart: this tab reads it and shows the same
 * cart, so that its next change does not write over the other's. Only the tab that made a change
 * sends it to the account.
 */
export const cartChangedInAnotherTab = createEvent();

export const listenOtherTabsFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const changed = scopeBind(cartChangedInAnotherTab, { safe: true });
  window.addEventListener('storage', (event) => {
    if (event.key === cartStorageKey && event.storageArea === window.localStorage) changed();
  });
});
sample({ clock: sessionStarted, target: listenOtherTabsFx });

const otherTabsCartFx = attach({ effect: readLocalCartFx });
sample({ clock: cartChangedInAnotherTab, filter: $cartReady, target: otherTabsCartFx });
sample({ clock: otherTabsCartFx.doneData, target: cartLoaded });
