import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/settings';
import { cartPageOpened, fetchAvailabilityFx } from '@/features/cart';
import type { DeliverySettings } from '@/shared/api';
import { pageStarted } from './model';

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

  /** The cart page rendered on the server, then opened in the browser from its HTML's state. */
  async function serverThenBrowser(fetchOnServer: () => Promise<DeliverySettings>) {
    const server = fork({ handlers: [[fetchDeliverySettingsFx, fetchOnServer]] });
    await allSettled(pageStarted, {
      scope: server,
      params: { params: {}, search: '', locale: 'uz' },
    });
    const fetchInBrowser = vi.fn(async () => settings);
    const browser = fork({
      values: serialize(server),
      handlers: [
        [fetchDeliverySettingsFx, fetchInBrowser],
        [fetchAvailabilityFx, async () => new Map()],
      ],
    });
    const settingsInHtml = browser.getState($deliverySettings);
    await allSettled(cartPageOpened, { scope: browser });
    return { browser, settingsInHtml, fetchInBrowser };
  }

  it('brings the delivery settings with the server page, so the browser does not fetch them again', async () => {
    const fetchOnServer = vi.fn(async () => settings);
    const { settingsInHtml, fetchInBrowser } = await serverThenBrowser(fetchOnServer);
    expect(fetchOnServer).toHaveBeenCalledTimes(1);
    expect(settingsInHtml).toEqual(settings);
    expect(fetchInBrowser).not.toHaveBeenCalled();
  });

  it('fetches them when the cart opens if the server could not', async () => {
    const { browser, settingsInHtml, fetchInBrowser } = await serverThenBrowser(async () => {
      throw new Error('unavailable');
    });
    expect(settingsInHtml).toBeNull();
    expect(fetchInBrowser).toHaveBeenCalledTimes(1);
    expect(browser.getState($deliverySettings)).toEqual(settings);
  });
});
