import { describe, expect, it } from 'vitest';
import { clampQuantity, parseTypedQuantity, stepQuantity, weightParts } from './quantity';

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

describe('parseTypedQuantity', () => {
  const pieces = { min: 1, max: 7, step: 1 };
  // The shop sells this one in steps of 100 g from 100 g, and has 2,5 kg of it.
  const weight = { min: 100, max: 2500, step: 100 };

  it('reads whole pieces, with or without the word for them', () => {
    expect(parseTypedQuantity('3', 'piece', pieces)).toEqual({ ok: true, value: 3 });
    expect(parseTypedQuantity(' 4 dona ', 'piece', pieces)).toEqual({ ok: true, value: 4 });
    expect(parseTypedQuantity('2 шт', 'piece', pieces)).toEqual({ ok: true, value: 2 });
    expect(parseTypedQuantity('5 pcs', 'piece', pieces)).toEqual({ ok: true, value: 5 });
  });

  it('caps pieces at the stock', () => {
    expect(parseTypedQuantity('12', 'piece', pieces)).toEqual({ ok: true, value: 7 });
    expect(parseTypedQuantity('1 000', 'piece', pieces)).toEqual({ ok: true, value: 7 });
    expect(parseTypedQuantity('40', 'piece', { min: 1, step: 1 })).toEqual({ ok: true, value: 40 });
  });

  it('refuses fractions, words and nothing for pieces', () => {
    for (const text of ['1,5', '1.5', 'two', '', ' ', '-2', '3 kg', '2e3']) {
      expect(parseTypedQuantity(text, 'piece', pieces)).toEqual({
        ok: false,
        problem: 'notANumber',
      });
    }
  });

  it('refuses fewer pieces than can be ordered', () => {
    expect(parseTypedQuantity('0', 'piece', pieces)).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
    expect(parseTypedQuantity('1', 'piece', { min: 2, step: 1 })).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
  });

  it('takes 0 where the minimum is 0 (a product card: going below one item removes it)', () => {
    const card = { min: 0, max: 7, step: 1 };
    expect(parseTypedQuantity('0', 'piece', card)).toEqual({ ok: true, value: 0 });
    expect(parseTypedQuantity('0 dona', 'piece', card)).toEqual({ ok: true, value: 0 });
    const cardByWeight = { min: 0, max: 2500, step: 100 };
    expect(parseTypedQuantity('0', 'gram', cardByWeight)).toEqual({ ok: true, value: 0 });
    expect(parseTypedQuantity('0 g', 'gram', cardByWeight)).toEqual({ ok: true, value: 0 });
    // A weight above nothing still rounds to one step at least.
    expect(parseTypedQuantity('0,01', 'gram', cardByWeight)).toEqual({ ok: true, value: 100 });
  });

  it('reads a weight in kilograms with a comma or a point, in grams', () => {
    expect(parseTypedQuantity('0,5', 'gram', weight)).toEqual({ ok: true, value: 500 });
    expect(parseTypedQuantity('0.5', 'gram', weight)).toEqual({ ok: true, value: 500 });
    expect(parseTypedQuantity(',7', 'gram', weight)).toEqual({ ok: true, value: 700 });
    expect(parseTypedQuantity('1,5 kg', 'gram', weight)).toEqual({ ok: true, value: 1500 });
    expect(parseTypedQuantity('2 кг', 'gram', weight)).toEqual({ ok: true, value: 2000 });
    expect(parseTypedQuantity('1', 'gram', weight)).toEqual({ ok: true, value: 1000 });
  });

  it('reads grams when the unit says so', () => {
    expect(parseTypedQuantity('500 g', 'gram', weight)).toEqual({ ok: true, value: 500 });
    expect(parseTypedQuantity('750 г', 'gram', weight)).toEqual({ ok: true, value: 800 });
    expect(parseTypedQuantity('300гр', 'gram', weight)).toEqual({ ok: true, value: 300 });
  });

  it('rounds a weight to the nearest step, never below one step', () => {
    expect(parseTypedQuantity('0,55', 'gram', weight)).toEqual({ ok: true, value: 600 });
    expect(parseTypedQuantity('0,54', 'gram', weight)).toEqual({ ok: true, value: 500 });
    expect(parseTypedQuantity('0,01', 'gram', weight)).toEqual({ ok: true, value: 100 });
    expect(parseTypedQuantity('1,2', 'gram', { min: 250, step: 250 })).toEqual({
      ok: true,
      value: 1250,
    });
  });

  it('caps a weight at the stock', () => {
    expect(parseTypedQuantity('3', 'gram', weight)).toEqual({ ok: true, value: 2500 });
    expect(parseTypedQuantity('500', 'gram', weight)).toEqual({ ok: true, value: 2500 });
  });

  it('refuses what is not a weight, and no weight at all', () => {
    for (const text of ['', 'half', '0,5,5', '1..5', '-1', 'kg', '0,5 l']) {
      expect(parseTypedQuantity(text, 'gram', weight)).toEqual({
        ok: false,
        problem: 'notANumber',
      });
    }
    expect(parseTypedQuantity('0', 'gram', weight)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(parseTypedQuantity('0 g', 'gram', weight)).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
  });
});
