/**
 * The currency prices are shown in. Sums are what the shop charges; dollars are only shown, as an
 * approximation at the shop's rate, and never sent with an order or a payment.
 */
export const displayCurrencies = ['sum', 'usd'] as const;
export type DisplayCurrency = (typeof displayCurrencies)[number];
export const defaultDisplayCurrency: DisplayCurrency = 'sum';

/** The cookie remembering the display currency, read by the server as the language's is. */
export const currencyCookieName = 'currency';
export const currencyCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (displayCurrencies as readonly string[]).includes(value);
}

/** The currency a request's cookie value names; sums for anything else. */
export function displayCurrencyOf(cookieValue: string | undefined): DisplayCurrency {
  return isDisplayCurrency(cookieValue) ? cookieValue : defaultDisplayCurrency;
}

/** The `Set-Cookie`/`document.cookie` text that remembers a currency for a year. */
export function currencyCookie(currency: DisplayCurrency, secure: boolean): string {
  return `${currencyCookieName}=${currency}; Path=/; Max-Age=${currencyCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
