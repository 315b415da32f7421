import { combine, sample } from 'effector';
import { $displayCurrency } from '@/shared/model';
import { $deliverySettings, fetchDeliverySettingsFx } from './delivery-settings';

/** Sums per US dollar from the shop's settings, for showing prices in dollars; null until known. */
export const $usdRate = $deliverySettings.map((settings) =>
  settings && settings.usd_rate > 0 ? settings.usd_rate : null,
);

/** What every price is shown in: dollars only once the rate to compute them is known. */
export const $priceCurrency = combine($displayCurrency, $usdRate, (currency, usdRate) => ({
  currency,
  usdRate,
}));

// Dollars need the rate: read with the settings when they are chosen (on the server, from the
// request's cookie), unless already loaded (the server's render carries them to the browser).
sample({
  clock: $displayCurrency.updates,
  source: { settings: $deliverySettings, loading: fetchDeliverySettingsFx.pending },
  filter: ({ settings, loading }, currency) => currency === 'usd' && settings === null && !loading,
  fn: () => undefined,
  target: fetchDeliverySettingsFx,
});
