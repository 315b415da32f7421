import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appStarted, displayCurrencyChosen, rememberCurrencyFx } from '@/shared/model';
import { emptyRuntimeConfig } from '@/shared/config';
import { currencyCookie, displayCurrencyOf } from '@/shared/lib/currency';
import type { DeliverySettings } from '@/shared/api';
import { fetchDeliverySettingsFx } from './delivery-settings';
import { $priceCurrency } from './usd-rate';

const settings = { usd_rate: 12650 } as DeliverySettings;
const start = { locale: 'uz' as const, config: emptyRuntimeConfig, apiBaseUrl: '' };

/**
 * A scope whose settings read answers the rate, counting how often the settings are read; the
 * currencies remembered in the cookie go to `remembered`.
 */
function scopeCountingReads(remembered: string[] = []) {
  let reads = 0;
  const scope = fork({
    handlers: [
      [
        fetchDeliverySettingsFx,
        () => {
          reads += 1;
          return settings;
        },
      ],
      [rememberCurrencyFx, (currency: string) => void remembered.push(currency)],
    ],
  });
  return { scope, reads: () => reads };
}

describe('display currency', () => {
  it('is sums unless the cookie names dollars', () => {
    expect(displayCurrencyOf(undefined)).toBe('sum');
    expect(displayCurrencyOf('usd')).toBe('usd');
    expect(displayCurrencyOf('USD')).toBe('sum');
    expect(displayCurrencyOf('eur')).toBe('sum');
  });

  it('is remembered in a cookie kept for a year', () => {
    expect(currencyCookie('usd', false)).toBe(
      'currency=usd; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(currencyCookie('sum', true)).toBe(
      'currency=sum; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('renders in dollars when the request asks for them, with the rate read from the settings', async () => {
    const { scope, reads } = scopeCountingReads();
    await allSettled(appStarted, { scope, params: { ...start, currency: 'usd' } });
    expect(scope.getState($priceCurrency)).toEqual({ currency: 'usd', usdRate: 12650 });
    expect(reads()).toBe(1);
  });

  it('stays in sums without reading the settings when nothing asks for dollars', async () => {
    const { scope, reads } = scopeCountingReads();
    await allSettled(appStarted, { scope, params: { ...start, currency: 'sum' } });
    expect(scope.getState($priceCurrency)).toEqual({ currency: 'sum', usdRate: null });
    expect(reads()).toBe(0);
  });

  it('keeps the currency the server rendered when the browser starts, and remembers a new choice', async () => {
    const remembered: string[] = [];
    const { scope, reads } = scopeCountingReads(remembered);
    await allSettled(appStarted, { scope, params: { ...start, currency: 'usd' } });
    // The browser's start names no currency: the rendered one stays.
    await allSettled(appStarted, { scope, params: start });
    expect(scope.getState($priceCurrency).currency).toBe('usd');
    await allSettled(displayCurrencyChosen, { scope, params: 'sum' });
    expect(scope.getState($priceCurrency)).toEqual({ currency: 'sum', usdRate: 12650 });
    await allSettled(displayCurrencyChosen, { scope, params: 'usd' });
    expect(remembered).toEqual(['sum', 'usd']);
    // The rate is read once, not again on every choice.
    expect(reads()).toBe(1);
  });
});
