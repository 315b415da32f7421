import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { RuntimeConfig } from '../shared/config/runtime.ts';
import {
  isLocale,
  localeCookieMaxAgeSeconds,
  localeCookieName,
  negotiateLocale,
} from '../shared/i18n/locales.ts';
import { createCachingFetch, type CachingFetchOptions } from './api-cache.ts';
import { faviconSvg } from './favicon.ts';
import {
  createGzipTemplate,
  fillTemplate,
  filledLength,
  gzipTemplate,
  type GzipTemplate,
} from './gzip-template.ts';
import { renderDocument, type AssetTags, type RenderedPage } from './html.ts';
import { createMicroCache, type CacheState, type MicroCacheOptions } from './micro-cache.ts';
import { themeColor, type PwaFiles } from './pwa.ts';
import { preferredEncoding } from './static-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server-side bundle (src/app/entry-server.tsx) exports. */
export interface StorefrontRenderer {
  render(request: {
    url: string;
    config: RuntimeConfig;
    apiBaseUrl: string;
    /** How the render reaches the API (public reads answered from a short-lived cache). */
    fetch?: typeof globalThis.fetch;
  }): Promise<RenderedPage>;
  renderSitemap(request: { config: RuntimeConfig; apiBaseUrl: string }): Promise<string>;
}

export interface MountedApi {
  handle(req: IncomingMessage, res: ServerResponse): unknown;
}

export interface RequestHandlerOptions {
  config: RuntimeConfig;
  /** Where the server itself reaches the API. */
  apiBaseUrl: string;
  loadRenderer: () => Promise<StorefrontRenderer>;
  assets: AssetTags;
  /** Development: lets Vite inject its client and React refresh into the document. */
  transformHtml?: (url: string, html: string) => Promise<string>;
  serveStatic?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** The reference API, mounted at `/api` when no external API is configured. */
  api?: MountedApi | null;
  /** Adds the Content-Security-Policy (production; Vite's dev client needs inline scripts). */
  strictCsp?: boolean;
  /** Manifest, icons, offline pages, the offline worker and the latest-build file. */
  pwa?: PwaFiles | null;
  /** Keeps the public catalogue reads of server renders in memory for a few seconds. */
  apiCache?: Omit<CachingFetchOptions, 'fetch'> | null;
  /** Keeps rendered public pages in memory for a few seconds (see `isCacheablePage`). */
  pageCache?: Omit<MicroCacheOptions<CachedDocument>, 'sizeOf'> | null;
}

/**
 * Caching in production: public reads and pages fresh for seconds, bounded in memory. Under
 * steady traffic a page is at most a few seconds behind the catalogue; a page nobody asked for
 * in a while is answered once from a copy up to half a minute old while it is rendered again.
 * Stock and prices are checked again in the cart and at checkout, never taken from a page.
 */
export const productionCaching = {
  apiCache: { freshMs: 5_000, staleMs: 25_000, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 },
  pageCache: { freshMs: 3_000, staleMs: 27_000, maxEntries: 500, maxBytes: 96 * 1024 * 1024 },
} satisfies Pick<RequestHandlerOptions, 'apiCache' | 'pageCache'>;

/** A rendered document as cached: split where each response puts its own CSP nonce. */
export interface CachedDocument {
  status: number;
  locale: string;
  template: GzipTemplate;
}

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
 * A path-absolute address on this origin. `//host/…` (what `/.//host/` normalises to) would be
 * another site to a browser, so leading slashes collapse into one.
 */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}

/** Over TLS here, or behind a proxy that terminated it and says so. */
function servedOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || /(?:^|[;,\s])proto=https\b/i.test(req.headers.forwarded ?? '');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Pages that load the maps script: only their documents allow the maps hosts. */
export const mapsPagePattern = /^\/(?:uz|ru|en)\/(?:markets|checkout)(?:\/|$)/;
/** Pages that show one shopper's data: never stored by the browser or a proxy. */
export const personalPagePattern = /^\/(?:uz|ru|en)\/(?:account|checkout|cart|wvs)(?:\/|$)/;

/**
 * How long browsers and shared caches (a CDN) may keep a rendered page: never a shopper's own
 * page; a page that sets the language cookie or is not a 200 is revalidated every time; any other
 * public page is kept by shared caches for seconds. A shared cache keeps the document together
 * with its Content-Security-Policy header, so every copy it serves pairs the markup with the nonce
 * drawn after that markup was rendered: text injected into a page can never know its nonce.
 */
export function cacheControlFor(page: {
  pathname: string;
  status: number;
  setsLocale: boolean;
}): string {
  if (personalPagePattern.test(page.pathname)) return 'no-store';
  if (page.setsLocale || page.status !== 200) return 'no-cache';
  return 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
}

/**
 * A strict policy: only scripts carrying this response's nonce run, and whatever they load
 * (`'strict-dynamic'`); `'self'` and `https:` are fallbacks for browsers without nonce support.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  { nonce, maps }: { nonce: string; maps: boolean },
): string {
  const apiOrigin = config.apiUrl ? new URL(config.apiUrl).origin : '';
  const mediaOrigin = config.mediaUrl ? new URL(config.mediaUrl).origin : '';
  const mapsHosts = maps
    ? 'https://api-maps.yandex.ru https://*.yandex.ru https://*.yandex.net https://*.maps.yandex.net'
    : '';
  const sources = (...list: string[]) => list.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', 'blob:', apiOrigin, mediaOrigin, mapsHosts)}`,
    `connect-src ${sources("'self'", apiOrigin, mapsHosts)}`,
    `frame-src ${maps ? mapsHosts : "'none'"}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function setSecurityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  );
  res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

async function sendCompressed(req: IncomingMessage, res: ServerResponse, body: string | Buffer) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  const [encoding] = preferredEncoding(req.headers['accept-encoding']);
  res.setHeader('Vary', 'Accept-Encoding');
  let payload = buffer;
  if (encoding && buffer.length > 1024) {
    payload =
      encoding === 'br'
        ? await brotli(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(buffer, { level: 6 });
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** A fresh script nonce: 16 random bytes, always 24 characters of base64. */
function createNonce(): string {
  return randomBytes(16).toString('base64');
}
const nonceLength = 24;

/** A last resort when even the error page cannot be rendered. */
const plainServerError =
  '<!doctype html><html lang="uz-Latn"><head><meta charset="utf-8"><title>Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p lang="uz-Latn">Serverda xatolik yuz berdi.</p>' +
  '<p lang="ru">Внутренняя ошибка сервера.</p><p lang="en">Something went wrong on our side.</p></body></html>';

export function createRequestHandler(options: RequestHandlerOptions) {
  const { config, apiBaseUrl, assets } = options;
  const apiFetch = options.apiCache
    ? createCachingFetch({
        ...options.apiCache,
        onRefreshError: (error) => console.error(error),
      }).fetch
    : undefined;
  const pageCache = options.pageCache
    ? createMicroCache<CachedDocument>({
        ...options.pageCache,
        // Counted twice: the document and, once a browser asked for it, its compressed runs.
        sizeOf: (document) =>
          2 * document.template.parts.reduce((sum, part) => sum + part.length, 0),
        onRefreshError: (error) => console.error(error),
      })
    : null;
  // Rendered documents carry this where the nonce goes; each response puts in a fresh nonce. It
  // is random so that no text in a page can ever take its place.
  const noncePlaceholder = `nonce-${randomBytes(18).toString('hex')}`;

  async function renderPage(
    renderer: StorefrontRenderer,
    url: URL,
    requestUrl: string,
  ): Promise<CachedDocument> {
    const page = await renderer.render({
      url: `${url.pathname}${url.search}`,
      config,
      apiBaseUrl,
      fetch: apiFetch,
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
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://storefront.local');
    const { pathname } = url;

    if (
      options.api &&
      (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/__dev/'))
    ) {
      await options.api.handle(req, res);
      return;
    }
    setSecurityHeaders(res);

    if (pathname === '/favicon.svg' || pathname === '/favicon.ico') {
      res.setHeader('Content-Type', 'image/svg+xml');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.end(faviconSvg);
      return;
    }
    if (pathname === '/robots.txt') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(
        `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
      );
      return;
    }
    if (options.pwa && (await options.pwa.serve(req, res, pathname))) return;
    if (options.serveStatic && (await options.serveStatic(req, res, pathname))) return;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }

    if (pathname === '/') {
      const locale = negotiateLocale(
        readCookie(req.headers.cookie, localeCookieName),
        req.headers['accept-language'],
      );
      res.statusCode = 302;
      res.setHeader('Location', `/${locale}${url.search}`);
      res.setHeader('Vary', 'Cookie, Accept-Language');
      res.setHeader('Cache-Control', 'private, no-cache');
      res.end();
      return;
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('Location', `${sameOriginPath(pathname.replace(/\/+$/, ''))}${url.search}`);
      res.end();
      return;
    }

    const renderer = await options.loadRenderer();
    if (pathname === '/sitemap.xml') {
      const xml = await renderer.renderSitemap({ config, apiBaseUrl });
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      await sendCompressed(req, res, xml);
      return;
    }

    const started = performance.now();
    const render = () => renderPage(renderer, url, req.url ?? '/');
    let cacheState: CacheState | 'bypass' = 'bypass';
    let document: CachedDocument;
    if (pageCache && isCacheablePage(req, url)) {
      const lookup = await pageCache.get(
        `${pathname}${url.search}`,
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
      cacheControlFor({ pathname, status: document.status, setsLocale }),
    );
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
      return;
    }
    // A document served again and again is compressed once (see gzip-template.ts) rather than
    // per response: a little larger than brotli, a fraction of the work.
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip =
      filledLength(document.template) > 1024 &&
      preferredEncoding(req.headers['accept-encoding']).includes('gzip');
    const body = gzip
      ? gzipTemplate(document.template, nonce ?? '')
      : fillTemplate(document.template, nonce ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(plainServerError);
    });
  };
}
