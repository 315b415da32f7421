import { localeCookieMaxAgeSeconds, localeCookieName } from '../shared/i18n/locales.ts';
import { accountTypeCookieName } from '../shared/lib/account-type/index.ts';
import { currencyCookieName } from '../shared/lib/currency/index.ts';
import { contentSecurityPolicy, createNonce } from './content-security.ts';
import { createDocumentRenderer, type CachedDocument, type RenderedDocument } from './documents.ts';
import { fillTemplate } from './gzip-template.ts';
import { createMicroCache, type CacheState } from './micro-cache.ts';
import {
  cacheControlFor,
  isCacheablePage,
  mapsPagePattern,
  pageCacheKey,
  pageVariantOf,
} from './page-policy.ts';
import type { RequestHandlerOptions, RouteHandler } from './request-handler.ts';
import {
  addVary,
  readCookie,
  sendCompressed,
  sendPrepared,
  sendTemplate,
  servedOverHttps,
} from './request-info.ts';
import { preferredEncoding } from './static-files.ts';

export type { CachedDocument } from './documents.ts';

/** Answers any page address: from the page cache when it may, else by rendering it. */
export function servePages(options: RequestHandlerOptions): RouteHandler {
  const { config, pwa } = options;
  // On render threads when the server has them, else here.
  const renderDocumentFor =
    options.renderDocument ??
    createDocumentRenderer({ ...options, pwaHead: pwa ? (locale) => pwa.head(locale) : null });
  const pageCache = options.pageCache
    ? createMicroCache<CachedDocument>({
        ...options.pageCache,
        // Counted twice: the document and, once a browser asked for it, its compressed runs.
        sizeOf: (document) =>
          2 * document.template.lengths.reduce((sum, length) => sum + length, 0),
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
    const encodings = preferredEncoding(req.headers['accept-encoding']);
    const request = { path: `${pathname}${url.search}`, requestUrl: req.url ?? '/', variant };
    const nonce = options.strictCsp ? createNonce() : undefined;
    let cacheState: CacheState | 'bypass' = 'bypass';
    let document: RenderedDocument;
    if (pageCache && isCacheablePage(req, url)) {
      const lookup = await pageCache.get(
        pageCacheKey(request.path, variant),
        // Compressed where it is rendered when this browser takes gzip (as most do).
        () => renderDocumentFor({ ...request, gzip: encodings.includes('gzip') }),
        (rendered) => rendered.status === 200,
      );
      document = lookup.value;
      cacheState = lookup.state;
    } else {
      // Sent once: on a render thread the response itself is made there, nonce in, compressed.
      document = await renderDocumentFor({
        ...request,
        respond: options.renderDocument
          ? { nonce: nonce ?? '', encoding: encodings[0] ?? null }
          : undefined,
      });
    }
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
    if (document.response) {
      sendPrepared(req, res, document.response);
    } else if (cacheState === 'bypass') {
      await sendCompressed(req, res, fillTemplate(document.template, nonce ?? ''));
    } else {
      sendTemplate(req, res, document.template, nonce ?? '');
    }
    return true;
  };
}
