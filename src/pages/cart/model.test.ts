import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $deliverySettings,
  cartPageOpened,
  fetchAvailabilityFx,
  fetchDeliverySettingsFx,
} from '@/features/cart';
import type { DeliverySettings } from '@/shared/api';
import './model';

const settings: DeliverySettings = {
  currency_name: 'sum',
  courier_fee: 15_000,
  free_delivery_threshold: 200_000,
  express: { provider: 'Yandex Go', note: 'Narxi ilovada koʻrsatiladi' },
  regional_tariff: { base_fee: 30_000, base_weight_grams: 5_000, per_extra_kg: 4_000 },
  usd_rate: 12_800,
};

describe('cart page model', () => {
  it('loads the delivery settings for the free-delivery progress once', async () => {
    const fetchSettings = vi.fn(async () => settings);
    const scope = fork({
      handlers: [
        [fetchDeliverySettingsFx, fetchSettings],
        [fetchAvailabilityFx, async () => new Map()],
      ],
    });
    await allSettled(cartPageOpened, { scope });
    expect(scope.getState($deliverySettings)).toEqual(settings);
    await allSettled(cartPageOpened, { scope });
    expect(fetchSettings).toHaveBeenCalledTimes(1);
  });
});
