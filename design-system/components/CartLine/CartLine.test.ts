import { describe, expect, it } from 'vitest';
import { cartLineTotal } from './CartLine';

describe('cartLineTotal', () => {
  it('multiplies the price of one item by the number of items', () => {
    expect(cartLineTotal(12500, 3, 'piece')).toBe(37500);
  });

  it('prices goods sold by weight per kilogram, in whole sum', () => {
    expect(cartLineTotal(24000, 750, 'gram')).toBe(18000);
    expect(cartLineTotal(33333, 100, 'gram')).toBe(3333);
    expect(cartLineTotal(33335, 100, 'gram')).toBe(3334);
  });
});
