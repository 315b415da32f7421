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
