import type { IncomingMessage } from 'node:http';

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
 * How long browsers and shared caches (a CDN) may keep a rendered page: never a shopper's own
 * page; a page with prices in the currency one shopper chose (dollars) is that browser's alone,
 * revalidated every time; a page that sets the language cookie or is not a 200 is revalidated
 * every time; any other public page is kept by shared caches for seconds. A shared cache keeps
 * the document together with its Content-Security-Policy header, so every copy it serves pairs the
 * markup with the nonce drawn after that markup was rendered: text injected into a page can never
 * know its nonce.
 */
export function cacheControlFor(page: {
  pathname: string;
  status: number;
  setsLocale: boolean;
  /** Prices in a currency other than sums, chosen by this shopper's cookie. */
  inChosenCurrency?: boolean;
}): string {
  if (personalPagePattern.test(page.pathname)) return 'no-store';
  if (page.inChosenCurrency) return 'private, no-cache';
  if (page.setsLocale || page.status !== 200) return 'no-cache';
  return 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
}
