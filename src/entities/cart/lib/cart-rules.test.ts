import { describe, expect, it } from 'vitest';
import { cartItemFields, cartLineUnit, toCart } from './cart-item';
import {
  addToCart,
  cartCount,
  cartItemCount,
  cartTotal,
  cartWeight,
  checkCart,
  mergeCarts,
  removeFromCart,
  setCartQuantity,
  addWithinStock,
  setWithinStock,
  stockLimit,
} from './cart-rules';
import { cartLine } from './test-items';

describe('cart rules', () => {
  it('adds a new product as a new line', () => {
    const cart = addToCart([cartLine(1)], cartLine(2, { quantity: 3 }));
    expect(cart.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('increases the quantity of a product already in the cart', () => {
    const cart = addToCart(
      [cartLine(1, { quantity: 2 }), cartLine(2)],
      cartLine(1, { quantity: 3 }),
    );
    expect(cart.map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('removes a line', () => {
    expect(removeFromCart([cartLine(1), cartLine(2)], 1).map((l) => l.product_id)).toEqual([2]);
  });

  it('sets a quantity, and zero or less removes the line', () => {
    const cart = [cartLine(1), cartLine(2)];
    expect(setCartQuantity(cart, 2, 4)[1]?.quantity).toBe(4);
    expect(setCartQuantity(cart, 2, 0).map((l) => l.product_id)).toEqual([1]);
    expect(setCartQuantity(cart, 1, -3).map((l) => l.product_id)).toEqual([2]);
  });

  it('merges after sign-in: same product adds quantities, other lines are appended', () => {
    const server = [cartLine(1, { quantity: 2 }), cartLine(2)];
    const local = [cartLine(3, { quantity: 4 }), cartLine(1, { quantity: 1 })];
    expect(mergeCarts(server, local).map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 3],
      [2, 1],
      [3, 4],
    ]);
  });

  it('check caps at stock, refreshes prices, drops lines at zero and reports each change', () => {
    const cart = [
      cartLine(1, { quantity: 5, price: 1000, name: 'Sut 1 l' }),
      cartLine(2, { quantity: 2, price: 2000, name: 'Non' }),
      cartLine(3, { quantity: 1, name: 'Qaymoq' }),
      cartLine(4, { quantity: 1, name: 'Tuxum' }),
      cartLine(5, { quantity: 2 }),
    ];
    const result = checkCart(
      cart,
      new Map([
        [1, { stock: 3, price: 1100 }],
        [2, { stock: 10, price: 2500 }],
        [3, { stock: 0, price: 900 }],
        [4, null],
      ]),
    );
    expect(result.cart.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [1, 3, 1100],
      [2, 2, 2500],
      [5, 2, 12_500],
    ]);
    expect(result.adjustments).toEqual([
      { product_id: 1, name: 'Sut 1 l', quantity: 3 },
      { product_id: 3, name: 'Qaymoq', quantity: 0 },
      { product_id: 4, name: 'Tuxum', quantity: 0 },
    ]);
  });

  it('counts and totals in whole sums', () => {
    const cart = [cartLine(1, { quantity: 2, price: 12_500 }), cartLine(2, { price: 3_000 })];
    expect(cartCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(28_000);
  });

  it('counts items as a shopper does: each piece, and a weighed line as one', () => {
    const cart = [
      cartLine(1, { quantity: 2, price: 12_500 }),
      cartLine(2, { quantity: 750, price: 84_000, mxit_unit: '166', weight: 1_000 }),
    ];
    expect(cartItemCount(cart)).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });

  it('prices goods sold by weight per kilogram and counts them in grams', () => {
    const cart = [
      cartLine(1, { quantity: 2, price: 12_500, weight: 1_000 }),
      cartLine(2, { quantity: 750, price: 84_000, mxit_unit: '166', weight: 1_000 }),
    ];
    expect(cartLineUnit(cart[1]!)).toBe('gram');
    expect(cartLineUnit(cart[0]!)).toBe('piece');
    expect(cartTotal(cart)).toBe(25_000 + 63_000);
    expect(cartWeight(cart)).toBe(2_000 + 750);
  });

  it('reads stored carts keeping exactly the cart fields and skipping broken lines', () => {
    const stored = [
      { ...cartLine(1), card_number: '8600123412341234', extra: true },
      { name: 'no id' },
      { ...cartLine(2), quantity: 0 },
      'junk',
    ];
    const cart = toCart(stored);
    expect(cart).toHaveLength(1);
    expect(Object.keys(cart[0] ?? {}).sort()).toEqual([...cartItemFields].sort());
    expect(toCart('not a list')).toEqual([]);
  });
});

describe('cart rules: stock', () => {
  it('a line holds at most the stock, in whole steps', () => {
    expect(stockLimit({ total_quanity: 1, step: 1 })).toBe(1);
    expect(stockLimit({ total_quanity: 1_100, step: 200 })).toBe(1_000);
    expect(stockLimit({ total_quanity: 0, step: 1 })).toBe(0);
  });

  it('adding past the stock fills the line to the stock and says it was capped', () => {
    const result = addWithinStock([cartLine(1, { quantity: 1 })], cartLine(1, { quantity: 1 }), 1);
    expect(result.cart.map((l) => [l.product_id, l.quantity])).toEqual([[1, 1]]);
    expect(result).toMatchObject({ quantity: 1, capped: true, changed: false });
    const partly = addWithinStock([cartLine(1, { quantity: 2 })], cartLine(1, { quantity: 4 }), 5);
    expect(partly).toMatchObject({ quantity: 5, capped: true, changed: true });
  });

  it('setting past the stock sets the stock', () => {
    const result = setWithinStock([cartLine(1, { quantity: 1 })], 1, 3, 2);
    expect(result.cart[0]?.quantity).toBe(2);
    expect(result).toMatchObject({ quantity: 2, capped: true, changed: true });
  });
});
