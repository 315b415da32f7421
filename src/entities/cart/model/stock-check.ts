import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { checkProducts } from '@/entities/product/@x/cart';
import { $userType, type AuthUserType } from '@/entities/session/@x/cart';
import { $api, $locale } from '@/shared/model';
import type { Locale } from '@/shared/i18n';
import { takeFirst } from '@/shared/lib/effector';
import type { CartItem } from '../lib/cart-item';
import { checkCart, type CartAdjustment, type ProductAvailability } from '../lib/cart-rules';
import { $cart, cartEdited } from './cart';

/**
 * The stock check before checkout (and on the cart page): every line's current stock and price,
 * asked for the whole cart at once.
 */
export interface AvailabilityQuery {
  lines: Pick<CartItem, 'product_id' | 'slug' | 'quantity'>[];
  locale: Locale;
  userType: AuthUserType;
}

/** The most lines one stock check request may carry (ProductCheckRequest.lines, maxItems). */
export const checkBatchSize = 200;
/** The highest quantity a check line may ask for (CheckQuantity, maximum). */
const checkQuantityLimit = 100_000;

/**
 * Checks the lines by slug, language and account type, `checkBatchSize` lines to a request. A
 * product that no longer exists is `null`; if a request fails, the check fails and every line is
 * kept as it is.
 */
const fetchAvailabilityApiFx = attach({
  source: $api,
  effect: async (api, { lines, locale, userType }: AvailabilityQuery) => {
    const accountType = userType === 'null' ? undefined : userType;
    const batches: AvailabilityQuery['lines'][] = [];
    for (let start = 0; start < lines.length; start += checkBatchSize) {
      batches.push(lines.slice(start, start + checkBatchSize));
    }
    const answers = await Promise.all(
      batches.map((batch) =>
        checkProducts(api, {
          lines: batch.map(({ slug, quantity }) => ({
            slug,
            quantity: Math.min(Math.max(0, Math.floor(quantity)), checkQuantityLimit),
          })),
          locale,
          accountType,
        }),
      ),
    );
    const availability = new Map<number, ProductAvailability>();
    answers.forEach((results, batchIndex) =>
      results.forEach((result, index) => {
        const line = batches[batchIndex]?.[index];
        if (line === undefined) return;
        availability.set(
          line.product_id,
          result.status === 'not_found' || result.price === null
            ? null
            : { stock: result.total_quanity, price: result.price },
        );
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
/** Another screen that lists the adjustments itself (checkout) is on screen. */
export const adjustmentsListShown = createEvent();
export const adjustmentsListHidden = createEvent();

/** What the last check changed, shown until dismissed or the next check. */
export const $adjustments = createStore<CartAdjustment[]>([], { serialize: 'ignore' });
export const $checking = fetchAvailabilityFx.pending;
export const $adjustmentsListed = createStore(false, { serialize: 'ignore' })
  .on(adjustmentsListShown, () => true)
  .on(adjustmentsListHidden, () => false);

sample({
  clock: takeFirst(cartCheckRequested, [fetchAvailabilityFx]),
  source: { cart: $cart, locale: $locale, userType: $userType },
  filter: ({ cart }) => cart.length > 0,
  fn: ({ cart, locale, userType }): AvailabilityQuery => ({
    lines: cart.map(({ product_id, slug, quantity }) => ({ product_id, slug, quantity })),
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
