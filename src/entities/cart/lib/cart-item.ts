import type { CartLine } from '@/shared/api';

/** Where the cart is kept on the device (the specification's key). */
export const cartStorageKey = 'cart';

/**
 * One cart line exactly as it is kept in the browser under the `cart` key and sent to the server
 * as `cart_data`: the fields of the specification, nothing more.
 */
export type CartItem = CartLine;

export const cartItemFields = [
  'product_id',
  'name',
  'img_url',
  'quantity',
  'attributes',
  'price',
  'slug',
  'mxit',
  'mxit_unit',
  'weight',
  'currency_name',
] as const satisfies readonly (keyof CartItem)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function toAttributes(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const attributes: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number') attributes[key] = String(entry);
  }
  return attributes;
}

/** Reads one line from untrusted storage or a server answer; `null` when it is not a line. */
export function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const productId = value.product_id;
  if (typeof productId !== 'number' || !Number.isInteger(productId)) return null;
  const quantity = Math.floor(finiteOr(value.quantity, 0));
  if (quantity <= 0) return null;
  return {
    product_id: productId,
    name: stringOr(value.name, ''),
    img_url: stringOr(value.img_url, ''),
    quantity,
    attributes: toAttributes(value.attributes),
    price: Math.round(finiteOr(value.price, 0)),
    slug: stringOr(value.slug, ''),
    mxit: typeof value.mxit === 'number' ? String(value.mxit) : stringOr(value.mxit, ''),
    mxit_unit: stringOr(value.mxit_unit, ''),
    weight: finiteOr(value.weight, 0),
    currency_name: 'sum',
  };
}

/** Reads a whole cart from untrusted input; broken lines are skipped. */
export function toCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(toCartItem).filter((item): item is CartItem => item !== null);
}

/**
 * The MXIK package code of a kilogram (OKEI 166): such goods are priced per kilogram and their
 * quantity is kept in grams. Every other code is counted in pieces.
 */
export const kilogramUnitCode = '166';

export type CartLineUnit = 'piece' | 'gram';

/** How a line's quantity is counted: pieces, or grams for goods sold by weight. */
export function cartLineUnit(line: Pick<CartItem, 'mxit_unit'>): CartLineUnit {
  return line.mxit_unit === kilogramUnitCode ? 'gram' : 'piece';
}

/** A line's total in whole sums: price × pieces, or price per kilogram × grams / 1000. */
export function lineTotal(line: Pick<CartItem, 'price' | 'quantity' | 'mxit_unit'>): number {
  return cartLineUnit(line) === 'gram'
    ? Math.round((line.price * line.quantity) / 1000)
    : line.price * line.quantity;
}

/** A line's weight in grams: the quantity itself for goods sold by weight. */
export function lineWeight(line: Pick<CartItem, 'weight' | 'quantity' | 'mxit_unit'>): number {
  return cartLineUnit(line) === 'gram' ? line.quantity : line.weight * line.quantity;
}
