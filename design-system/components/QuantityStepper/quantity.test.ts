import { describe, expect, it } from 'vitest';
import { clampQuantity, stepQuantity, weightParts } from './quantity';

describe('stepQuantity', () => {
  const limits = { min: 1, max: 3, step: 1 };

  it('moves by one step inside the limits', () => {
    expect(stepQuantity(1, 1, limits)).toBe(2);
    expect(stepQuantity(2, -1, limits)).toBe(1);
  });

  it('never goes below the minimum or above the stock', () => {
    expect(stepQuantity(1, -1, limits)).toBe(1);
    expect(stepQuantity(3, 1, limits)).toBe(3);
  });

  it('steps by weight and caps at the stock weight', () => {
    const weight = { min: 100, max: 1250, step: 250 };
    expect(stepQuantity(1000, 1, weight)).toBe(1250);
    expect(stepQuantity(1250, 1, weight)).toBe(1250);
    expect(stepQuantity(100, -1, weight)).toBe(100);
  });

  it('has no upper limit when the stock is unknown', () => {
    expect(stepQuantity(99, 1, { min: 1, step: 1 })).toBe(100);
  });
});

describe('clampQuantity', () => {
  it('treats a stock below the minimum as the minimum', () => {
    expect(clampQuantity(5, { min: 1, max: 0, step: 1 })).toBe(1);
  });
});

describe('weightParts', () => {
  it('shows grams below a kilogram', () => {
    expect(weightParts(500, 'uz')).toEqual({ unit: 'g', value: '500' });
  });

  it('shows kilograms with the locale decimal separator', () => {
    expect(weightParts(1500, 'uz')).toEqual({ unit: 'kg', value: '1,5' });
    expect(weightParts(1500, 'ru')).toEqual({ unit: 'kg', value: '1,5' });
    expect(weightParts(1500, 'en')).toEqual({ unit: 'kg', value: '1.5' });
    expect(weightParts(2000, 'en')).toEqual({ unit: 'kg', value: '2' });
    expect(weightParts(1250, 'ru')).toEqual({ unit: 'kg', value: '1,25' });
  });
});
