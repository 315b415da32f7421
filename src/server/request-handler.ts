import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '../shared/config/runtime.ts';
import type { CachingFetchOptions } from './api-cache.ts';
import { setSecurityHeaders } from './content-security.ts';
import type { RenderDocument } from './documents.ts';
import type { AssetTags, RenderedPage } from './html.ts';
import type { MicroCacheOptions } from './micro-cache.ts';
import type { CachedDocument } from './pages.ts';
import { servePages } from './pages.ts';
import type { PwaFiles } from './pwa.ts';
import { dropTrailingSlash, redirectToLocale } from './redirects.ts';
import { serveFavicon, serveRobots, serveSitemap } from './site-files.ts';
import type { DisplayCurrency } from '../shared/lib/currency/index.ts';

/** What the server-side bundle (src/app/entry-server.tsx) exports. */
export interface StorefrontRenderer {
  render(request: {
    url: string;
    config: RuntimeConfig;
    apiBaseUrl: string;
    /** How the render reaches the API (public reads answered from a short-lived cache). */
    fetch?: typeof globalThis.fetch;
    /** The display currency the request's cookie names. */
    currency?: DisplayCurrency;
    /** Set when the request's account-type cookie names a legal entity. */
    accountType?: 'legal_entity';
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
  /**
   * Renders documents elsewhere (the production server's render threads, render-threads.ts);
   * without it they are rendered here with `loadRenderer`.
   */
  renderDocument?: RenderDocument | null;
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

/** One kind of request: answers it and returns true, or returns false to pass it on. */
export type RouteHandler = (request: {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}) => boolean | Promise<boolean>;

/** A page of its own for an answer the app does not render: its status's name, then a line per language. */
function plainPage(title: string, lines: { uz: string; ru: string; en: string }): string {
  return (
    `<!doctype html><html lang="uz-Latn"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p lang="uz-Latn">${lines.uz}</p><p lang="ru">${lines.ru}</p>` +
    `<p lang="en">${lines.en}</p></body></html>`
  );
}

/** What a page address answers to a method other than GET and HEAD. */
const methodNotAllowed = plainPage('Method Not Allowed', {
  uz: 'Bu soʻrov usuli qoʻllab-quvvatlanmaydi: sahifani brauzerda oching.',
  ru: 'Этот метод запроса не поддерживается: откройте страницу в браузере.',
  en: 'This request method is not supported: open the page in a browser.',
});

/**
 * Pages and files answer GET and HEAD only (the mounted API, before them, takes every method).
 */
const refuseOtherMethods: RouteHandler = ({ req, res }) => {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.statusCode = 405;
  res.setHeader('Allow', 'GET, HEAD');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(methodNotAllowed);
  return true;
};

/**
 * What a request target that is no address at all answers: a host or port that cannot be one
 * (`http://[::1/`, `//shop:99999/`). Node's parser lets such a target through, but no page or
 * API resource can be named by it.
 */
const malformedAddress = plainPage('Bad Request', {
  uz: 'Soʻrov notoʻgʻri tuzilgan.',
  ru: 'Некорректный запрос.',
  en: 'The request is malformed.',
});

/** The request's address, or null when its target cannot be read as one. */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', 'http://storefront.local');
  } catch {
    return null;
  }
}

/** A last resort when even the error page cannot be rendered. */
const plainServerError = plainPage('Internal Server Error', {
  uz: 'Serverda xatolik yuz berdi.',
  ru: 'Внутренняя ошибка сервера.',
  en: 'Something went wrong on our side.',
});

export function createRequestHandler(options: RequestHandlerOptions) {
  const { api, pwa, serveStatic } = options;
  const mountedApi: RouteHandler | null = api
    ? async ({ req, res, url: { pathname } }) => {
        if (pathname !== '/api' && !pathname.startsWith('/api/') && !pathname.startsWith('/__dev/'))
          return false;
        await api.handle(req, res);
        return true;
      }
    : null;
  // Tried in order; the first that answers ends the request. Every response after the mounted
  // API's carries the storefront's security headers.
  const table: (RouteHandler | null)[] = [
    refuseOtherMethods,
    serveFavicon,
    serveRobots(options.config),
    pwa ? ({ req, res, url }) => pwa.serve(req, res, url.pathname) : null,
    serveStatic ? ({ req, res, url }) => serveStatic(req, res, url.pathname) : null,
    redirectToLocale,
    dropTrailingSlash,
    serveSitemap(options),
    servePages(options),
  ];
  const routes = table.filter((route): route is RouteHandler => route !== null);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req);
    if (!url) {
      req.resume();
      setSecurityHeaders(res);
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(malformedAddress);
      return;
    }
    const request = { req, res, url };
    if (mountedApi && (await mountedApi(request))) return;
    setSecurityHeaders(res);
    for (const route of routes) {
      if (await route(request)) return;
    }
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
