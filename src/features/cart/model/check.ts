import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { getProduct } from '@/entities/product';
import { $api, $locale } from '@/shared/model';
import { $userType, type AuthUserType } from '@/entities/session';
import { failureFacts } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import {
  type CartItem,
  checkCart,
  type CartAdjustment,
  type ProductAvailability,
  $cart,
  cartEdited,
} from '@/entities/cart';

export interface AvailabilityQuery {
  lines: Pick<CartItem, 'product_id' | 'slug'>[];
  locale: Locale;
  userType: AuthUserType;
}

/**
 * Fetches each line's product by slug, language and account type. A product that no longer
 * exists is `null`; a product that could not be fetched is left out (its line is kept).
 */
const fetchAvailabilityApiFx = attach({
  source: $api,
  effect: async (api, { lines, locale, userType }: AvailabilityQuery) => {
    const availability = new Map<number, ProductAvailability>();
    const accountType = userType === 'null' ? undefined : userType;
    await Promise.all(
      lines.map(async ({ product_id, slug }) => {
        try {
          const { product } = await getProduct(api, { slug, locale, accountType, fresh: true });
          availability.set(product_id, {
            stock: product.total_quanity,
            price: product.price,
            step: product.step,
          });
        } catch (error) {
          if (failureFacts(error).status === 404) availability.set(product_id, null);
        }
      }),
    );
    return availability;
  },
});

export const fetchAvailabilityFx = createEffect<
  AvailabilityQuery,
  Map<number, ProductAvailability>
>((query) => fetchAvailabilityApiFx(query));

/** Check the cart against current stock and prices (cart page opened, checkout started). */
export const cartCheckRequested = createEvent();
/** The check finished; carries what changed, empty when nothing did. */
export const cartChecked = createEvent<CartAdjustment[]>();
export const adjustmentsDismissed = createEvent();

/** What the last check changed, shown until dismissed or the next check. */
export const $adjustments = createStore<CartAdjustment[]>([], { serialize: 'ignore' });
export const $checking = fetchAvailabilityFx.pending;

sample({
  clock: cartCheckRequested,
  source: {
    cart: $cart,
    locale: $locale,
    userType: $userType,
    checking: fetchAvailabilityFx.pending,
  },
  filter: ({ cart, checking }) => cart.length > 0 && !checking,
  fn: ({ cart, locale, userType }): AvailabilityQuery => ({
    lines: cart.map(({ product_id, slug }) => ({ product_id, slug })),
    locale,
    userType,
  }),
  target: fetchAvailabilityFx,
});
// Applied to the cart as it is when the answer comes, so edits made meanwhile are kept.
const checked = sample({
  clock: fetchAvailabilityFx.doneData,
  source: $cart,
  fn: (cart, availability) => ({ before: cart, ...checkCart(cart, availability) }),
});
sample({
  clock: checked,
  filter: ({ before, cart }) => !sameLines(before, cart),
  fn: ({ cart }) => cart,
  target: cartEdited,
});
sample({
  clock: checked,
  fn: ({ adjustments }) => adjustments,
  target: [$adjustments, cartChecked],
});
sample({
  clock: cartCheckRequested,
  source: $cart,
  filter: (cart) => cart.length === 0,
  fn: (): CartAdjustment[] => [],
  target: cartChecked,
});
sample({ clock: fetchAvailabilityFx.fail, fn: (): CartAdjustment[] => [], target: cartChecked });
sample({ clock: adjustmentsDismissed, fn: (): CartAdjustment[] => [], target: $adjustments });

function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        other.product_id === line.product_id &&
        other.quantity === line.quantity &&
        other.price === line.price
      );
    })
  );
}
