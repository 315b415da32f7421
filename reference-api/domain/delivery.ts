import type { Transaction } from '@electric-sql/pglite';
import type { SeedDeliverySettings } from '../seed/types.ts';
import type { ApiContext, Locale } from './context.ts';

import type { DeliveryType, PaymentType } from '../../src/shared/api/types.ts';

// The contract's enumerations, kept once beside the generated client and checked against the YAML.
export type { DeliveryType, PaymentType };

/** Which payment each delivery method allows: the storefront's and the contract's one rule. */
export { paymentTypesByDelivery as allowedPayments } from '../../src/shared/api/rules.ts';

/** Regional courier fee: the base fee covers the first baseWeightGrams, each started kilogram more costs perExtraKg. */
export function regionalFee(
  tariff: SeedDeliverySettings['regionalTariff'],
  weightGrams: number,
): number {
  const extraGrams = Math.max(0, weightGrams - tariff.baseWeightGrams);
  return tariff.baseFee + Math.ceil(extraGrams / 1000) * tariff.perExtraKg;
}

/**
 * The delivery fee the shop charges, or null for express (paid to the taxi service in its own
 * app). Pickup is free; courier in Tashkent is free at the threshold.
 */
export function deliveryFee(
  settings: SeedDeliverySettings,
  type: DeliveryType,
  subtotal: number,
  weightGrams: number,
): number | null {
  switch (type) {
    case 'pickup':
      return 0;
    case 'express':
      return null;
    case 'courier':
      return subtotal >= settings.freeDeliveryThreshold ? 0 : settings.courierFee;
    case 'regional':
      return regionalFee(settings.regionalTariff, weightGrams);
  }
}

/** A line's cost: unit price × quantity, or price per kg × grams / 1000 for goods sold by weight. */
export function lineTotal(price: number, quantity: number, soldByWeight: boolean): number {
  return soldByWeight ? Math.round((price * quantity) / 1000) : price * quantity;
}

/** A line's weight in grams: the quantity itself for goods sold by weight. */
export function lineWeight(unitWeight: number, quantity: number, soldByWeight: boolean): number {
  return soldByWeight ? quantity : unitWeight * quantity;
}

export async function loadDeliverySettings(
  db: Pick<Transaction, 'query'>,
): Promise<SeedDeliverySettings> {
  const { rows } = await db.query<{ value: SeedDeliverySettings }>(
    "SELECT value FROM settings WHERE key = 'delivery'",
  );
  if (!rows[0]) throw new Error('The database has no delivery settings: it was not seeded');
  return rows[0].value;
}

export async function getDeliverySettings(ctx: ApiContext, lang: Locale) {
  const settings = await loadDeliverySettings(ctx.db);
  return {
    currency_name: 'sum' as const,
    courier_fee: settings.courierFee,
    free_delivery_threshold: settings.freeDeliveryThreshold,
    express: { provider: settings.express.provider, note: settings.express.note[lang] },
    regional_tariff: {
      base_fee: settings.regionalTariff.baseFee,
      base_weight_grams: settings.regionalTariff.baseWeightGrams,
      per_extra_kg: settings.regionalTariff.perExtraKg,
    },
    usd_rate: settings.usdRate,
  };
}
