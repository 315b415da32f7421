import { describe, expect, it } from 'vitest';
import { lowStockSteps, stockState, usdCentsOf } from './offer';

describe('product offer', () => {
  it('says how many are left at five steps or fewer', () => {
    expect(lowStockSteps).toBe(5);
    expect(stockState({ in_stock: true, total_quanity: 5, step: 1 })).toBe('low');
    expect(stockState({ in_stock: true, total_quanity: 6, step: 1 })).toBe('in');
    expect(stockState({ in_stock: true, total_quanity: 2500, step: 500 })).toBe('low');
    expect(stockState({ in_stock: true, total_quanity: 3000, step: 500 })).toBe('in');
  });

  it('a product out of stock is out whatever its count', () => {
    expect(stockState({ in_stock: false, total_quanity: 40, step: 1 })).toBe('out');
  });

  it("takes the product's own USD price, else converts at the shop's rate", () => {
    expect(usdCentsOf(12_800, 1.05, 12_800)).toBe(105);
    expect(usdCentsOf(25_600, undefined, 12_800)).toBe(200);
    expect(usdCentsOf(25_600, undefined, null)).toBeUndefined();
    expect(usdCentsOf(25_600, undefined, 0)).toBeUndefined();
  });
});
