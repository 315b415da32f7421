import { createEvent, createStore, sample } from 'effector';
import type { RuntimeConfig } from '@/shared/config';
import { emptyRuntimeConfig } from '@/shared/config';
import { defaultLocale, type Locale } from '@/shared/i18n';
import type { DisplayCurrency } from '@/shared/lib/currency';

export interface AppStartParams {
  locale: Locale;
  config: RuntimeConfig;
  /**
   * Where this side reaches the API: the server may use an internal address, the browser the
   * public one from the runtime configuration.
   */
  apiBaseUrl: string;
  fetch?: typeof globalThis.fetch;
  /**
   * When the page was rendered (server only). Time-dependent text such as "open now" uses it, so
   * the browser hydrates exactly what the server rendered.
   */
  now?: number;
  /**
   * The display currency the server read from the request (server only); the browser keeps the
   * one the server rendered with.
   */
  currency?: DisplayCurrency;
}

/** The app started, on the server for one request or once in the browser. */
export const appStarted = createEvent<AppStartParams>();

export const $locale = createStore<Locale>(defaultLocale);
export const $runtimeConfig = createStore<RuntimeConfig>(emptyRuntimeConfig);
// Differs between the server and the browser, so it is never carried over in the HTML.
export const $apiBaseUrl = createStore('', { serialize: 'ignore' });
export const $fetch = createStore<typeof globalThis.fetch | null>(null, { serialize: 'ignore' });

sample({ clock: appStarted, fn: ({ locale }) => locale, target: $locale });
sample({ clock: appStarted, fn: ({ config }) => config, target: $runtimeConfig });
sample({ clock: appStarted, fn: ({ apiBaseUrl }) => apiBaseUrl, target: $apiBaseUrl });
sample({ clock: appStarted, fn: (params) => params.fetch ?? null, target: $fetch });

export const $renderedAt = createStore(0);
sample({
  clock: appStarted,
  filter: (params) => params.now !== undefined,
  fn: (params) => params.now ?? 0,
  target: $renderedAt,
});

export type PageStatus = 'ok' | 'not-found' | 'error';

/** A page found that what it shows does not exist (unknown slug). */
export const pageNotFound = createEvent();
/** A page could not load what it shows. */
export const pageFailed = createEvent();
/** A new page started: forget the previous page's status. */
export const pageStatusReset = createEvent();

export const $pageStatus = createStore<PageStatus>('ok')
  .on(pageNotFound, () => 'not-found')
  .on(pageFailed, (status) => (status === 'not-found' ? status : 'error'))
  .reset(pageStatusReset);
