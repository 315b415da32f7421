import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  currencyCookie,
  defaultDisplayCurrency,
  type DisplayCurrency,
} from '@/shared/lib/currency';
import { appStarted } from './app';

/** The shopper picked the currency prices are shown in. */
export const displayCurrencyChosen = createEvent<DisplayCurrency>();

// Serialised: the browser hydrates with the currency the server rendered.
export const $displayCurrency = createStore<DisplayCurrency>(defaultDisplayCurrency);

/** Remembers the choice on the device, where the server reads it with the next page. */
export const rememberCurrencyFx = createEffect<DisplayCurrency, void>((currency) => {
  if (typeof document === 'undefined') return;
  document.cookie = currencyCookie(currency, window.location.protocol === 'https:');
});

sample({
  clock: appStarted,
  filter: (params) => params.currency !== undefined,
  fn: (params) => params.currency ?? defaultDisplayCurrency,
  target: $displayCurrency,
});
sample({ clock: displayCurrencyChosen, target: [$displayCurrency, rememberCurrencyFx] });
