import { cartLineUnit, lineTotal, lineWeight, type CartItem } from './cart-item';

/** Lines with the same product collapse into one whose quantity is their sum; order is kept. */
function collapse(lines: readonly CartItem[]): CartItem[] {
  const result: CartItem[] = [];
  const indexById = new Map<number, number>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const index = indexById.get(line.product_id);
    const existing = index === undefined ? undefined : result[index];
    if (index !== undefined && existing) {
      result[index] = { ...existing, quantity: existing.quantity + line.quantity };
    } else {
      indexById.set(line.product_id, result.length);
      result.push(line);
    }
  }
  return result;
}

/** Adds a product: an existing line grows by the added quantity, otherwise a new line is added. */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  return collapse([...cart, item]);
}

/**
 * The most of a product a cart line may hold: its stock (`total_quanity`, pieces or grams),
 * rounded down to whole steps.
 */
export function stockLimit(product: { total_quanity: number; step: number }): number {
  const step = Math.max(1, Math.floor(product.step));
  const stock = Math.max(0, Math.floor(product.total_quanity));
  return Math.floor(stock / step) * step;
}

export interface StockCappedCart {
  cart: CartItem[];
  /** The quantity of the line now. */
  quantity: number;
  /** True when the shopper asked for more than the stock allows. */
  capped: boolean;
  /** True when the cart differs from what it was. */
  changed: boolean;
}

/** Adds a product without the line ever going past `limit`. */
export function addWithinStock(
  cart: readonly CartItem[],
  item: CartItem,
  limit: number,
): StockCappedCart {
  const current = cart.find((line) => line.product_id === item.product_id)?.quantity ?? 0;
  const wanted = current + Math.max(0, Math.floor(item.quantity));
  const quantity = Math.max(current, Math.min(wanted, limit));
  const next =
    quantity > current ? addToCart(cart, { ...item, quantity: quantity - current }) : [...cart];
  return { cart: next, quantity, capped: wanted > quantity, changed: quantity > current };
}

/** Sets a line's quantity, no higher than `limit`; zero or less removes the line. */
export function setWithinStock(
  cart: readonly CartItem[],
  productId: number,
  wanted: number,
  limit: number,
): StockCappedCart {
  const quantity = Math.max(0, Math.min(Math.floor(wanted), limit));
  const current = cart.find((line) => line.product_id === productId)?.quantity ?? 0;
  return {
    cart: setCartQuantity(cart, productId, quantity),
    quantity,
    capped: Math.floor(wanted) > quantity,
    changed: quantity !== current,
  };
}

export function removeFromCart(cart: readonly CartItem[], productId: number): CartItem[] {
  return cart.filter((line) => line.product_id !== productId);
}

/** Sets a line's quantity; zero or less removes the line. */
export function setCartQuantity(
  cart: readonly CartItem[],
  productId: number,
  quantity: number,
): CartItem[] {
  if (!(quantity > 0)) return removeFromCart(cart, productId);
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeFromCart(cart, productId);
  return cart.map((line) => (line.product_id === productId ? { ...line, quantity: whole } : line));
}

/**
 * The cart after signing in: the server's lines first; a local line for a product already on the
 * server adds its quantity to that line, any other local line is appended.
 */
export function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  return collapse([...server, ...local]);
}

/**
 * The cart a device changed while the server's could not be read: the device's lines as they are
 * (the shopper's latest word on those products), then the server's lines for any other product
 * (added elsewhere), so that nothing either side holds is lost.
 */
export function keepDeviceLines(
  server: readonly CartItem[],
  device: readonly CartItem[],
): CartItem[] {
  const onDevice = new Set(device.map((line) => line.product_id));
  return [...device, ...server.filter((line) => !onDevice.has(line.product_id))];
}

/**
 * What the shop says about one product now; `null` when the product no longer exists. `step` is
 * the quantity step (grams for goods sold by weight) when the answer names it.
 */
export type ProductAvailability = { stock: number; price: number; step?: number } | null;

export interface CartAdjustment {
  product_id: number;
  name: string;
  /** The quantity the line has now; 0 when it was removed. */
  quantity: number;
}

export interface CartCheckResult {
  cart: CartItem[];
  adjustments: CartAdjustment[];
}

/**
 * Applies fresh product data to the cart: quantities capped at stock, prices refreshed, lines at
 * zero dropped. Lines whose product could not be fetched (`undefined`) stay as they are.
 */
export function checkCart(
  cart: readonly CartItem[],
  availability: ReadonlyMap<number, ProductAvailability>,
): CartCheckResult {
  const next: CartItem[] = [];
  const adjustments: CartAdjustment[] = [];
  for (const line of collapse(cart)) {
    const fresh = availability.get(line.product_id);
    if (fresh === undefined) {
      next.push(line);
      continue;
    }
    const stock = fresh === null ? 0 : Math.max(0, Math.floor(fresh.stock));
    const quantity = Math.min(line.quantity, stock);
    if (quantity !== line.quantity) {
      adjustments.push({ product_id: line.product_id, name: line.name, quantity });
    }
    if (quantity <= 0 || fresh === null) continue;
    next.push({ ...line, quantity, price: fresh.price });
  }
  return { cart: next, adjustments };
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Items as a shopper counts them: two bottles of milk are two, while a bag of apples weighed out
 * is one, whatever it weighs.
 */
export function cartItemCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + (cartLineUnit(line) === 'gram' ? 1 : line.quantity), 0);
}

/** Total in whole sums; goods sold by weight are priced per kilogram and counted in grams. */
export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Weight in grams. */
export function cartWeight(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + lineWeight(line), 0);
}
