import type { Locale } from '../../format';

/** `piece`: whole items; `gram`: goods sold by weight, the value is in grams. */
export const quantityUnits = ['piece', 'gram'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

export type QuantityLimits = {
  min: number;
  /** Available stock; no upper limit when absent. */
  max?: number;
  step: number;
};

/** Keeps a quantity inside the limits. */
export function clampQuantity(value: number, { min, max }: QuantityLimits): number {
  const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(min, max);
  return Math.min(upper, Math.max(min, value));
}

/** The quantity one step up (`+1`) or down (`-1`), never leaving the limits. */
export function stepQuantity(value: number, direction: 1 | -1, limits: QuantityLimits): number {
  return clampQuantity(value + direction * limits.step, limits);
}

export type WeightParts = { unit: 'g' | 'kg'; value: string };

/**
 * Splits a weight in grams into a number and unit the way shoppers read it:
 * `500` → `500 g`, `1500` → `1,5 kg` (`1.5 kg` in English). Kilograms keep up to three decimals.
 */
export function weightParts(grams: number, locale: Locale): WeightParts {
  const rounded = Math.round(grams);
  if (Math.abs(rounded) < 1000) return { unit: 'g', value: String(rounded) };
  const kilograms = String(rounded / 1000);
  return { unit: 'kg', value: locale === 'en' ? kilograms : kilograms.replace('.', ',') };
}

/** Why typed text is not a quantity: not a number of the unit, or less than can be ordered. */
export type TypedQuantity =
  { ok: true; value: number } | { ok: false; problem: 'notANumber' | 'belowMinimum' };

const pieceWords = /\s*(?:dona|ta|шт\.?|штук[аи]?|pcs?\.?)$/;
const kilogramWords = /\s*(?:kg|кг|kilogram+|килограмм?[аов]*)$/;
const gramWords = /\s*(?:g|gr|г|гр|gramm?|грамм?[аов]*)$/;

/**
 * Reads a quantity typed by a shopper. Pieces are whole numbers (`3`, `12 dona`, `2 шт`). Goods
 * sold by weight are typed in kilograms, with a comma or a point (`0,5`, `0.5`, `1,5 kg`, `2 кг`),
 * or in grams when the unit says so (`500 g`, `750 г`); the answer is in grams. A weight is
 * rounded to the nearest step (never below one step); a quantity above the stock is capped at it.
 * Typed 0 is a quantity only when the minimum is 0 (see `withinLimits`).
 */
export function parseTypedQuantity(
  text: string,
  unit: QuantityUnit,
  limits: QuantityLimits,
): TypedQuantity {
  // Grouped thousands (`1 000`), any kind of space, and capitals are all typed.
  const typed = text
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/(\d) (?=\d{3}\b)/g, '$1');
  if (unit === 'piece') {
    const number = typed.replace(pieceWords, '');
    if (!/^\d+$/.test(number)) return { ok: false, problem: 'notANumber' };
    return withinLimits(Number(number), limits);
  }
  const inGrams = gramWords.test(typed) && !kilogramWords.test(typed);
  const number = typed.replace(kilogramWords, '').replace(gramWords, '').replace(',', '.');
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(number)) return { ok: false, problem: 'notANumber' };
  const grams = inGrams ? Number(number) : Number(number) * 1000;
  if (grams <= 0) return withinLimits(0, limits);
  const steps = Math.max(1, Math.round(grams / limits.step));
  return withinLimits(steps * limits.step, limits);
}

/**
 * Nothing is a quantity only where the limits allow it (a minimum of 0: going below one item
 * removes it, as the minus button does); otherwise it is less than can be ordered.
 */
function withinLimits(value: number, limits: QuantityLimits): TypedQuantity {
  if (value < limits.min || (value <= 0 && limits.min > 0))
    return { ok: false, problem: 'belowMinimum' };
  return { ok: true, value: clampQuantity(value, limits) };
}
