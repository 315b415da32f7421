import { attach, createEffect, sample } from 'effector';
import { $api, navigateFx, $locale } from '@/shared/model';
import { $userType, loggedOut } from '@/entities/session';
import { $cart, cartCheckRequested, type CartItem } from '@/entities/cart';
import { checkProducts } from '@/entities/product';
import type { ProductCheckResult } from '@/shared/api';
import { fetchDeliverySettingsFx } from '@/entities/shop';
import { $draftRead, readDraftFx } from './form';
import { readOneClickFx } from './stored';
import { $oneClickItem, checkoutOpened } from './order-state';

// Opening checkout reads what the device holds: the item bought in one click (stored by
// ./stored on the product page) and, once, the form's draft.
sample({ clock: checkoutOpened, target: readOneClickFx });
sample({ clock: readOneClickFx.doneData, target: $oneClickItem });
sample({ clock: checkoutOpened, filter: $draftRead.map((read) => !read), target: readDraftFx });
sample({ clock: loggedOut, fn: () => null, target: $oneClickItem });
sample({ clock: checkoutOpened, target: fetchDeliverySettingsFx });

// Guard, once the one-click item is known: nothing to buy goes back to the cart; otherwise the
// cart is checked first.
sample({
  clock: readOneClickFx.doneData,
  source: { cart: $cart, locale: $locale },
  filter: ({ cart }, item) => item === null && cart.length === 0,
  fn: ({ locale }) => `/${locale}/cart`,
  target: navigateFx,
});
sample({
  clock: readOneClickFx.doneData,
  source: $cart,
  filter: (cart, item) => item === null && cart.length > 0,
  target: cartCheckRequested,
});

const checkOneClickApiFx = attach({
  source: { api: $api, locale: $locale, userType: $userType },
  effect: async ({ api, locale, userType }, item: CartItem) => {
    const [result] = await checkProducts(api, {
      lines: [{ slug: item.slug, quantity: Math.max(0, Math.floor(item.quantity)) }],
      locale,
      accountType: userType === 'null' ? undefined : userType,
    });
    return result ?? null;
  },
});
/**
 * The item bought in one click as the shop has it now, in the language of the page: it was kept
 * on the device as it was when bought (possibly in another language, at another price).
 */
export const refreshOneClickFx = createEffect<CartItem, ProductCheckResult | null>((item) =>
  checkOneClickApiFx(item),
);

sample({
  clock: readOneClickFx.doneData,
  filter: (item): item is CartItem => item !== null,
  target: refreshOneClickFx,
});
// Its name and price as they are now; the stock is checked when the order is placed.
sample({
  clock: refreshOneClickFx.done,
  source: $oneClickItem,
  filter: (item, { params, result }) =>
    item !== null && result !== null && item.product_id === params.product_id,
  fn: (item, { result }): CartItem | null =>
    item && result
      ? { ...item, name: result.name ?? item.name, price: result.price ?? item.price }
      : item,
  target: $oneClickItem,
});
