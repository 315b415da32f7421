import { createStore, sample } from 'effector';
import { addToCartClicked, cartQuantityChanged, type ProductAvailability } from '@/entities/cart';
import type { ProductSummary } from '@/shared/api';
import { fetchAvailabilityFx } from '@/entities/cart';

/** What bounds a line's stepper: the stock (pieces or grams) and the quantity step. */
export interface LineLimit {
  stock: number;
  step?: number;
}

export type LineLimits = Readonly<Record<number, LineLimit>>;

/**
 * The last known stock and step per product, from the product the shopper added and from every
 * cart check. Lines the device has never seen a product answer for are not capped until checked.
 */
export const $lineLimits = createStore<LineLimits>({}, { serialize: 'ignore' });

function withProduct(limits: LineLimits, product: ProductSummary): LineLimits {
  return { ...limits, [product.id]: { stock: product.total_quanity, step: product.step } };
}

function withAvailability(
  limits: LineLimits,
  availability: ReadonlyMap<number, ProductAvailability>,
): LineLimits {
  const next: Record<number, LineLimit> = { ...limits };
  for (const [productId, fresh] of availability) {
    next[productId] =
      fresh === null
        ? { stock: 0, step: limits[productId]?.step }
        : { stock: Math.max(0, fresh.stock), step: fresh.step ?? limits[productId]?.step };
  }
  return next;
}

sample({
  clock: [addToCartClicked, cartQuantityChanged],
  source: $lineLimits,
  fn: (limits, { product }) => withProduct(limits, product),
  target: $lineLimits,
});
sample({
  clock: fetchAvailabilityFx.doneData,
  source: $lineLimits,
  fn: withAvailability,
  target: $lineLimits,
});
