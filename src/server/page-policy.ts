import type { IncomingMessage } from 'node:http';
import { pageAudienceOf, type PageAudience } from '../shared/lib/account-type/index.ts';
import { displayCurrencyOf, type DisplayCurrency } from '../shared/lib/currency/index.ts';

/** Pages that load the maps script: only their documents allow the maps hosts. */
export const mapsPagePattern = /^\/(?:uz|ru|en)\/(?:markets|checkout)(?:\/|$)/;
/** Pages that show one shopper's data: never stored by the browser or a proxy. */
export const personalPagePattern = /^\/(?:uz|ru|en)\/(?:account|checkout|cart|wvs)(?:\/|$)/;

/**
 * Query parameters the public pages read (catalogue filters, sort, paging, search). An address
 * with any other parameter (tracking tags, cache busters, garbage) is rendered but never stored,
 * so nobody can fill the page cache with addresses of their own making.
 */
const pageQueryParameters: ReadonlySet<string> = new Set([
  'category',
  'brand',
  'price_min',
  'price_max',
  'in_stock',
  'on_sale',
  'sort',
  'page',
  'q',
]);

/**
 * Whether a page request may be answered from the page cache. Only anonymous requests for public
 * pages: a render never reads cookies or headers (personal parts are filled in by the browser),
 * so its output depends on the address alone.
 */
export function isCacheablePage(req: IncomingMessage, url: URL): boolean {
  if (personalPagePattern.test(url.pathname) || req.headers.authorization) return false;
  if (url.search.length > 256) return false;
  for (const name of url.searchParams.keys()) {
    if (!pageQueryParameters.has(name)) return false;
  }
  return true;
}

/**
 * What a page is rendered for besides its address: the cookies the server reads. Each variant is
 * rendered and cached apart, and every page answers `Vary: Cookie` (see the README's Deploying).
 */
export interface PageVariant {
  /** The display currency (`currency` cookie). */
  currency: DisplayCurrency;
  /** Legal entities or everyone else (`account_type` cookie). */
  audience: PageAudience;
}

export function pageVariantOf(cookies: { currency?: string; accountType?: string }): PageVariant {
  return {
    currency: displayCurrencyOf(cookies.currency),
    audience: pageAudienceOf(cookies.accountType),
  };
}

/**
 * The page cache's key: the address, after a prefix for each way the variant differs from the
 * default one (`usd:`, `legal_entity:`), so no two variants ever share a stored page.
 */
export function pageCacheKey(pathAndQuery: string, variant: PageVariant): string {
  const currency = variant.currency === 'sum' ? '' : `${variant.currency}:`;
  const audience = variant.audience === 'default' ? '' : `${variant.audience}:`;
  return `${currency}${audience}${pathAndQuery}`;
}

/**
 * How long browsers and shared caches (a CDN) may keep a rendered page: never a shopper's own
 * page; a page with prices in the currency one shopper chose (dollars) or rendered for a legal
 * entity is that browser's alone, revalidated every time; a page that sets the language cookie or
 * is not a 200 is revalidated every time; any other public page is kept by shared caches for
 * seconds. A shared cache keeps the document together with its Content-Security-Policy header, so
 * every copy it serves pairs the markup with the nonce drawn after that markup was rendered: text
 * injected into a page can never know its nonce.
 */
export function cacheControlFor(page: {
  pathname: string;
  status: number;
  setsLocale: boolean;
  /** Prices in a currency other than sums, chosen by this shopper's cookie. */
  inChosenCurrency?: boolean;
  /** Rendered for a legal entity (the account-type cookie). */
  forLegalEntity?: boolean;
}): string {
  if (personalPagePattern.test(page.pathname)) return 'no-store';
  if (page.inChosenCurrency || page.forLegalEntity) return 'private, no-cache';
  if (page.setsLocale || page.status !== 200) return 'no-cache';
  return 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
}
