import type { DeliverySettings, DeliveryType } from '@/shared/api';

/**
 * The delivery fee in sums, or `null` when it is not known here. The amounts come from the
 * delivery settings (GET /api/settings/delivery):
 * - courier: `courier_fee`, and free from the free delivery threshold
 *   (`free_delivery_threshold`) up;
 * - express: the express delivery fee is shown in the taxi service's own app, so none is added;
 * - other regions: a base fee up to a base weight, then a fee per extra started kilogram;
 * - store pickup: free.
 */
export function deliveryFee(
  deliveryType: DeliveryType | null,
  subtotal: number,
  weightGrams: number,
  settings: DeliverySettings | null,
): number | null {
  if (deliveryType === null || deliveryType === 'pickup') return 0;
  if (deliveryType === 'express' || settings === null) return null;
  if (deliveryType === 'courier') {
    return subtotal >= settings.free_delivery_threshold ? 0 : settings.courier_fee;
  }
  const { base_fee, base_weight_grams, per_extra_kg } = settings.regional_tariff;
  const extraKg = Math.max(0, Math.ceil((weightGrams - base_weight_grams) / 1000));
  return base_fee + extraKg * per_extra_kg;
}
