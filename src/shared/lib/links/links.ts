import type { Locale } from '@/shared/i18n';

/**
 * Addresses of storefront pages, for links. The router (src/app/router.tsx) declares which
 * page answers each of them; a test keeps the two in step.
 */
export const links = {
  home: (locale: Locale) => `/${locale}`,
  catalog: (locale: Locale, query?: string) => `/${locale}/catalog${query ? `?${query}` : ''}`,
  products: (locale: Locale) => `/${locale}/products`,
  product: (locale: Locale, slug: string) => `/${locale}/products/${encodeURIComponent(slug)}`,
  categories: (locale: Locale) => `/${locale}/categories`,
  category: (locale: Locale, slug: string) =>
    `/${locale}/catalog?category=${encodeURIComponent(slug)}`,
  search: (locale: Locale, query?: string) =>
    `/${locale}/search${query ? `?q=${encodeURIComponent(query)}` : ''}`,
  brands: (locale: Locale) => `/${locale}/brands`,
  brand: (locale: Locale, slug: string) => `/${locale}/brands/${encodeURIComponent(slug)}`,
  blogs: (locale: Locale) => `/${locale}/blogs`,
  blog: (locale: Locale, slug: string) => `/${locale}/blogs/${encodeURIComponent(slug)}`,
  markets: (locale: Locale) => `/${locale}/markets`,
  business: (locale: Locale) => `/${locale}/business`,
  pages: (locale: Locale) => `/${locale}/pages`,
  page: (locale: Locale, slug: string) => `/${locale}/pages/${encodeURIComponent(slug)}`,
  about: (locale: Locale) => `/${locale}/about`,
  contacts: (locale: Locale) => `/${locale}/contacts`,
  delivery: (locale: Locale) => `/${locale}/delivery`,
  howToBuy: (locale: Locale) => `/${locale}/how-to-buy`,
  publicOffer: (locale: Locale) => `/${locale}/public-offer`,
  returns: (locale: Locale) => `/${locale}/return`,
  cart: (locale: Locale) => `/${locale}/cart`,
  checkout: (locale: Locale) => `/${locale}/checkout`,
  checkoutPayment: (locale: Locale, tid: string) =>
    `/${locale}/checkout/payment?tid=${encodeURIComponent(tid)}`,
  checkoutConfirmed: (locale: Locale, order: string) =>
    `/${locale}/checkout/confirmed?order=${encodeURIComponent(order)}`,
  account: (locale: Locale) => `/${locale}/account`,
  orders: (locale: Locale) => `/${locale}/account/orders`,
  wvsLogout: (locale: Locale) => `/${locale}/wvs/logout`,
  order: (locale: Locale, id: number | string) =>
    `/${locale}/account/orders/${encodeURIComponent(String(id))}`,
  wvsOrders: (locale: Locale) => `/${locale}/wvs/orders`,
} as const;

/**
 * An address as it may be written in a link: what may not appear in one as it is (control
 * characters, spaces, quotes, letters outside ASCII) is percent-encoded; what is encoded already
 * stays so. A decoded address and the address it was decoded from give the same link (one a
 * shopper can open, never a NUL written into the page).
 */
export function linkSafe(href: string): string {
  return href.replace(/[^\x21-\x7E]|["<>\\^`{|}]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      // Half of a surrogate pair: the replacement character.
      return '%EF%BF%BD';
    }
  });
}

/** The same page in another language: swaps the language prefix, keeps path, query and hash. */
export function switchLocaleHref(href: string, locale: Locale): string {
  const match = /^\/(uz|ru|en)(?=\/|\?|#|$)(.*)$/.exec(href);
  return linkSafe(match ? `/${locale}${match[2] ?? ''}` : `/${locale}`);
}

/** Removes the language prefix: `/ru/catalog?x=1` → `/catalog?x=1`, `/ru` → ``. */
export function stripLocale(href: string): string {
  const match = /^\/(uz|ru|en)(?=\/|\?|#|$)(.*)$/.exec(href);
  return match ? (match[2] ?? '') : href;
}
