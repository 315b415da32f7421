import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cart, fetchAvailabilityFx, removedFromCart, type CartItem } from '@/entities/cart';
import type { DeliveryQuote } from '@/entities/region';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/shop';
import { cartPageOpened } from '@/features/cart';
import type { DeliverySettings, Region } from '@/shared/api';
import { $regionalBlockedLines, pageStarted, quoteCartFx, readDraftRegionFx } from './model';

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

  function line(id: number, name: string): CartItem {
    return {
      product_id: id,
      name,
      img_url: '',
      quantity: 1,
      attributes: {},
      price: 14_500,
      slug: `p-${id}`,
      mxit: '1',
      mxit_unit: '796',
      weight: 1000,
      currency_name: 'sum',
    };
  }

  function quoteFor(region: Region, blocked: Array<{ product_id: number; name: string }>) {
    return {
      region,
      delivery_type: 'regional',
      fee: 30_000,
      currency_name: 'sum',
      weight_grams: 2000,
      estimate_days: { min: 3, max: 5 },
      blocked_lines: blocked.map((item) => ({ ...item, reason: 'perishable' })),
    } satisfies DeliveryQuote;
  }

  function cartScope(draftRegion: Region | null) {
    const cart = [line(1, 'Sut 3,2% 1 l'), line(2, 'Kir yuvish kukuni 3 kg')];
    const quote = vi.fn(async (request: { region: Region; lines: Array<{ product_id: number }> }) =>
      quoteFor(
        request.region,
        request.lines.some((item) => item.product_id === 1)
          ? [{ product_id: 1, name: 'Sut 3,2% 1 l' }]
          : [],
      ),
    );
    const scope = fork({
      values: [
        [$cart, cart],
        [$deliverySettings, settings],
      ],
      handlers: [
        [readDraftRegionFx, () => draftRegion],
        [quoteCartFx, quote],
        [fetchAvailabilityFx, async () => new Map()],
      ],
    });
    return { scope, quote };
  }

  it('names the lines the region of the checkout draft cannot receive', async () => {
    const { scope, quote } = cartScope('khorezm');
    await allSettled(cartPageOpened, { scope });
    expect(quote).toHaveBeenCalledWith({
      region: 'khorezm',
      lines: [
        { product_id: 1, quantity: 1 },
        { product_id: 2, quantity: 1 },
      ],
    });
    expect(scope.getState($regionalBlockedLines)).toEqual([
      { product_id: 1, name: 'Sut 3,2% 1 l', reason: 'perishable' },
    ]);

    await allSettled(removedFromCart, { scope, params: 1 });
    expect(scope.getState($regionalBlockedLines)).toEqual([]);
    expect(quote).toHaveBeenLastCalledWith({
      region: 'khorezm',
      lines: [{ product_id: 2, quantity: 1 }],
    });
  });

  it('asks nothing when the draft delivers in Tashkent, is picked up or is missing', async () => {
    const { scope, quote } = cartScope(null);
    await allSettled(cartPageOpened, { scope });
    expect(quote).not.toHaveBeenCalled();
    expect(scope.getState($regionalBlockedLines)).toEqual([]);
  });
});
