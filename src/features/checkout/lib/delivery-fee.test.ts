import { describe, expect, it } from 'vitest';
import type { DeliverySettings } from '@/shared/api';
import { deliveryFee } from './delivery-fee';

const settings: DeliverySettings = {
  currency_name: 'sum',
  courier_fee: 15_000,
  free_delivery_threshold: 300_000,
  express: { provider: 'Yandex Go', note: '' },
  regional_tariff: { base_fee: 30_000, base_weight_grams: 5000, per_extra_kg: 4000 },
  usd_rate: 12_700,
};

describe('delivery fee', () => {
  it('courier delivery is free from the free delivery threshold up', () => {
    expect(deliveryFee('courier', 100_000, 1000, settings)).toBe(15_000);
    expect(deliveryFee('courier', 299_999, 1000, settings)).toBe(15_000);
    expect(deliveryFee('courier', 300_000, 1000, settings)).toBe(0);
  });

  it('store pickup is free; the express delivery fee is shown in the taxi service app, not here', () => {
    expect(deliveryFee('pickup', 10, 1000, settings)).toBe(0);
    expect(deliveryFee('express', 10, 1000, settings)).toBeNull();
  });

  it('other regions pay a base fee, then by each started kilogram over the base weight', () => {
    expect(deliveryFee('regional', 10, 5000, settings)).toBe(30_000);
    expect(deliveryFee('regional', 10, 7200, settings)).toBe(30_000 + 3 * 4000);
  });

  it('is unknown before the delivery settings are read, and nothing before a method is chosen', () => {
    expect(deliveryFee('courier', 100_000, 1000, null)).toBeNull();
    expect(deliveryFee(null, 100_000, 1000, settings)).toBe(0);
  });
});
