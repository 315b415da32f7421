import type { Product } from '@/shared/api';

/** At or under this many steps of the product left, the page says how many are left. */
export const lowStockSteps = 5;

export type StockState = 'out' | 'low' | 'in';

export function stockState(
  product: Pick<Product, 'in_stock' | 'total_quanity' | 'step'>,
): StockState {
  if (!product.in_stock) return 'out';
  return product.total_quanity <= lowStockSteps * Math.max(1, product.step) ? 'low' : 'in';
}

/** The USD price in cents: the product's own when the API gives one, else from the shop's rate. */
export function usdCentsOf(
  price: number,
  priceUsd: number | undefined,
  usdRate: number | null,
): number | undefined {
  if (priceUsd !== undefined) return Math.round(priceUsd * 100);
  return usdRate && usdRate > 0 ? Math.round((price * 100) / usdRate) : undefined;
}
