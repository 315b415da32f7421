import { attach, createEffect, sample } from 'effector';
import { loggedOut } from '@/entities/session';
import { navigateFx, $locale } from '@/shared/model';
import {
  oneClickBuyClicked,
  cartItemFromProduct,
  stockLimit,
  toCartItem,
  type CartItem,
} from '@/entities/cart';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { checkoutRequested } from '@/entities/cart';

/**
 * What checkout keeps on the device, and what happens to it on any page, before checkout's own
 * code has loaded: buying in one click stores the item and opens checkout (which reads it),
 * checking out the cart forgets an item bought in one click but never ordered, and signing out
 * forgets both the item and the form's draft.
 */
export const checkoutDraftKey = 'checkout';
/** Where the item bought in one click waits on the device until the order is confirmed. */
export const oneClickStorageKey = 'oneClickBuyItem';

export const removeDraftFx = createEffect<void, void>(() => removeStored(checkoutDraftKey));
export const readOneClickFx = createEffect<void, CartItem | null>(() =>
  toCartItem(readStored(oneClickStorageKey)),
);
export const writeOneClickFx = createEffect<CartItem | null, void>((item) =>
  item ? writeStored(oneClickStorageKey, item) : removeStored(oneClickStorageKey),
);

const storeOneClickFx = attach({ effect: writeOneClickFx });
sample({
  clock: oneClickBuyClicked,
  // Never more than is in stock, as with every add to the cart.
  fn: ({ product, quantity }) =>
    cartItemFromProduct(product, Math.min(quantity, stockLimit(product))),
  target: storeOneClickFx,
});
// Checkout opens once the item is stored, and starts from it.
sample({
  clock: storeOneClickFx.done,
  source: $locale,
  fn: (locale) => `/${locale}/checkout`,
  target: navigateFx,
});

/** Removes the item bought in one click from the device. */
export const forgetOneClickFx = attach({
  effect: writeOneClickFx,
  mapParams: (): CartItem | null => null,
});
sample({ clock: loggedOut, target: removeDraftFx });
sample({ clock: [checkoutRequested, loggedOut], target: forgetOneClickFx });
