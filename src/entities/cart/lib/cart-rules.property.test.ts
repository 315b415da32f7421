import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item';
import {
  addToCart,
  checkCart,
  mergeCarts,
  setCartQuantity,
  type ProductAvailability,
} from './cart-rules';
import { cartLine } from './test-items';

const productId = fc.integer({ min: 1, max: 12 });

const line: fc.Arbitrary<CartItem> = fc
  .record({
    id: productId,
    quantity: fc.integer({ min: 1, max: 50 }),
    price: fc.integer({ min: 0, max: 2_000_000 }),
  })
  .map(({ id, quantity, price }) => cartLine(id, { quantity, price }));

/** A cart as the rules produce it: one line per product. */
const cart = fc
  .array(line, { maxLength: 10 })
  .map((lines) => lines.reduce<CartItem[]>((result, item) => addToCart(result, item), []));

const availability = fc
  .array(
    fc.tuple(
      productId,
      fc.option(
        fc.record({
          stock: fc.integer({ min: -5, max: 60 }),
          price: fc.integer({ min: 0, max: 2_000_000 }),
        }),
        { nil: null },
      ),
    ),
    { maxLength: 12 },
  )
  .map((entries) => new Map<number, ProductAvailability>(entries));

function ids(lines: readonly CartItem[]): number[] {
  return lines.map((l) => l.product_id);
}

function quantityOf(lines: readonly CartItem[], id: number): number {
  return lines.filter((l) => l.product_id === id).reduce((sum, l) => sum + l.quantity, 0);
}

describe('cart merge properties', () => {
  it('never duplicates a product, never goes negative and loses no line', () => {
    fc.assert(
      fc.property(cart, cart, (server, local) => {
        const merged = mergeCarts(server, local);
        expect(new Set(ids(merged)).size).toBe(merged.length);
        for (const l of merged) expect(l.quantity).toBeGreaterThan(0);
        for (const id of new Set([...ids(server), ...ids(local)])) {
          expect(quantityOf(merged, id)).toBe(quantityOf(server, id) + quantityOf(local, id));
        }
        expect(ids(merged).slice(0, server.length)).toEqual(ids(server));
      }),
    );
  });

  it('adding and setting quantities keeps one line per product and positive quantities', () => {
    fc.assert(
      fc.property(cart, line, fc.integer({ min: -10, max: 60 }), (start, item, quantity) => {
        const added = addToCart(start, item);
        const set = setCartQuantity(added, item.product_id, quantity);
        for (const result of [added, set]) {
          expect(new Set(ids(result)).size).toBe(result.length);
          for (const l of result) expect(l.quantity).toBeGreaterThan(0);
        }
        expect(quantityOf(set, item.product_id)).toBe(quantity > 0 ? quantity : 0);
      }),
    );
  });
});

describe('cart check properties', () => {
  it('never exceeds stock, never goes negative, never duplicates, keeps every line that should stay', () => {
    fc.assert(
      fc.property(cart, availability, (start, fresh) => {
        const { cart: checked, adjustments } = checkCart(start, fresh);
        expect(new Set(ids(checked)).size).toBe(checked.length);
        for (const l of checked) {
          expect(l.quantity).toBeGreaterThan(0);
          const info = fresh.get(l.product_id);
          if (info) {
            expect(l.quantity).toBeLessThanOrEqual(info.stock);
            expect(l.price).toBe(info.price);
          }
        }
        for (const l of start) {
          const info = fresh.get(l.product_id);
          const shouldStay = info === undefined || (info !== null && info.stock > 0);
          expect(ids(checked).includes(l.product_id)).toBe(shouldStay);
          const expected =
            info === undefined
              ? l.quantity
              : info === null
                ? 0
                : Math.min(l.quantity, Math.max(0, info.stock));
          expect(quantityOf(checked, l.product_id)).toBe(expected);
          const adjusted = adjustments.find((a) => a.product_id === l.product_id);
          expect(adjusted?.quantity).toBe(expected === l.quantity ? undefined : expected);
        }
      }),
    );
  });

  it('is idempotent: checking twice against the same stock changes nothing more', () => {
    fc.assert(
      fc.property(cart, availability, (start, fresh) => {
        const once = checkCart(start, fresh);
        const twice = checkCart(once.cart, fresh);
        expect(twice.cart).toEqual(once.cart);
        expect(twice.adjustments).toEqual([]);
      }),
    );
  });
});
