import { randomBytes } from 'node:crypto';
import { isLocale, localeCookieMaxAgeSeconds, localeCookieName } from '../shared/i18n/locales.ts';
import { accountTypeCookieName } from '../shared/lib/account-type/index.ts';
import { currencyCookieName } from '../shared/lib/currency/index.ts';
import { createCachingFetch } from './api-cache.ts';
import { contentSecurityPolicy, createNonce, nonceLength } from './content-security.ts';
import { createGzipTemplate, fillTemplate, type GzipTemplate } from './gzip-template.ts';
import { renderDocument } from './html.ts';
import { createMicroCache, type CacheState } from './micro-cache.ts';
import {
  cacheControlFor,
  isCacheablePage,
  mapsPagePattern,
  pageCacheKey,
  pageVariantOf,
  type PageVariant,
} from './page-policy.ts';
import { themeColor } from './pwa.ts';
import type { RequestHandlerOptions, RouteHandler } from './request-handler.ts';
import {
  addVary,
  readCookie,
  sendCompressed,
  sendTemplate,
  servedOverHttps,
} from './request-info.ts';

/** A rendered document as cached: split where each response puts its own CSP nonce. */
export interface CachedDocument {
  status: number;
  locale: string;
  template: GzipTemplate;
}

/** Renders a page into a document with a hole for each response's nonce. */
function createDocumentRenderer(options: RequestHandlerOptions) {
  const { config, apiBaseUrl, assets } = options;
  const apiFetch = options.apiCache
    ? createCachingFetch({
        ...options.apiCache,
        onRefreshError: (error) => console.error(error),
      }).fetch
    : undefined;
  // Rendered documents carry this where the nonce goes; each response puts in a fresh nonce. It
  // is random so that no text in a page can ever take its place.
  const noncePlaceholder = `nonce-${randomBytes(18).toString('hex')}`;

  return async (url: URL, requestUrl: string, variant: PageVariant): Promise<CachedDocument> => {
    const renderer = await options.loadRenderer();
    const page = await renderer.render({
      url: `${url.pathname}${url.search}`,
      config,
      apiBaseUrl,
      fetch: apiFetch,
      currency: variant.currency,
      accountType: variant.audience === 'legal_entity' ? 'legal_entity' : undefined,
    });
    const maps = mapsPagePattern.test(url.pathname);
    let html = renderDocument(page, assets, config, {
      nonce: options.strictCsp ? noncePlaceholder : undefined,
      themeColor,
      head: `${options.pwa && isLocale(page.locale) ? options.pwa.head(page.locale) : ''}${maps ? '<meta name="savat-maps" content="allowed">' : ''}`,
    });
    if (options.transformHtml) html = await options.transformHtml(requestUrl, html);
    return {
      status: page.status,
      locale: page.locale,
      template: createGzipTemplate(html.split(noncePlaceholder), { holeLength: nonceLength }),
    };
  };
}

/** Answers any page address: from the page cache when it may, else by rendering it. */
export function servePages(options: RequestHandlerOptions): RouteHandler {
  const { config } = options;
  const renderDocumentFor = createDocumentRenderer(options);
  const pageCache = options.pageCache
    ? createMicroCache<CachedDocument>({
        ...options.pageCache,
        // Counted twice: the document and, once a browser asked for it, its compressed runs.
        sizeOf: (document) =>
          2 * document.template.parts.reduce((sum, part) => sum + part.length, 0),
        onRefreshError: (error) => console.error(error),
      })
    : null;

  return async ({ req, res, url }) => {
    const { pathname } = url;
    const started = performance.now();
    // Prices are printed in the currency the shopper chose, and legal entities see their own home
    // rails and slides (cookies, like the language), so the browser hydrates the same text; each
    // variant is cached apart.
    const variant = pageVariantOf({
      currency: readCookie(req.headers.cookie, currencyCookieName),
      accountType: readCookie(req.headers.cookie, accountTypeCookieName),
    });
    const render = () => renderDocumentFor(url, req.url ?? '/', variant);
    let cacheState: CacheState | 'bypass' = 'bypass';
    let document: CachedDocument;
    if (pageCache && isCacheablePage(req, url)) {
      const lookup = await pageCache.get(
        pageCacheKey(`${pathname}${url.search}`, variant),
        render,
        (rendered) => rendered.status === 200,
      );
      document = lookup.value;
      cacheState = lookup.state;
    } else {
      document = await render();
    }
    const nonce = options.strictCsp ? createNonce() : undefined;
    // The locale cookie is sent only when it changes, so the usual response has no Set-Cookie and
    // may be kept by shared caches; one that sets it is revalidated every time (not private: the
    // cookie only names the page's own language, and the offline worker keeps such pages too).
    const setsLocale =
      document.status < 400 && readCookie(req.headers.cookie, localeCookieName) !== document.locale;
    res.statusCode = document.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader(
      'Cache-Control',
      cacheControlFor({
        pathname,
        status: document.status,
        setsLocale,
        inChosenCurrency: variant.currency !== 'sum',
        forLegalEntity: variant.audience === 'legal_entity',
      }),
    );
    addVary(res, 'Cookie');
    // The offline worker keeps pages per audience (src/sw/policy.ts).
    res.setHeader('X-Page-Audience', variant.audience);
    res.setHeader(
      'Server-Timing',
      `page-cache;desc="${cacheState}"${cacheState === 'miss' || cacheState === 'bypass' ? `, render;dur=${(performance.now() - started).toFixed(1)}` : ''}`,
    );
    if (nonce) {
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy(config, { nonce, maps: mapsPagePattern.test(pathname) }),
      );
    }
    if (setsLocale) {
      res.setHeader(
        'Set-Cookie',
        `${localeCookieName}=${document.locale}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax${servedOverHttps(req) ? '; Secure' : ''}`,
      );
    }
    if (cacheState === 'bypass') {
      await sendCompressed(req, res, fillTemplate(document.template, nonce ?? ''));
    } else {
      sendTemplate(req, res, document.template, nonce ?? '');
    }
    return true;
  };
}
