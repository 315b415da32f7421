import { toCartItem, type CartItem } from './cart-item';

/**
 * Carries, on an "add to cart" button of the server's HTML, what one press of it adds: the line
 * and the most of the product a line may hold. With it the page can apply a press before the
 * app has started (features/cart/early-add.ts).
 */
export const earlyAddAttribute = 'data-cart-add';

/** What one press of an "add" button adds. */
export interface EarlyAdd {
  line: CartItem;
  /** The most of the product a cart line may hold (its stock, in whole steps). */
  limit: number;
}

/** A press applied before the app started: the app tells the shopper about it as about any add. */
export interface AppliedAdd {
  line: CartItem;
  /** The line's quantity after the press. */
  quantity: number;
  /** True when the press asked for more than the stock allows. */
  capped: boolean;
}

/** Reads a button's `data-cart-add`; `null` when it is missing or not an add. */
export function toEarlyAdd(value: string | null): EarlyAdd | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { line, limit } = parsed as Record<string, unknown>;
  const item = toCartItem(line);
  if (!item || typeof limit !== 'number' || !Number.isFinite(limit)) return null;
  return { line: item, limit };
}
