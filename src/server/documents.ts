import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { isLocale, type Locale } from '../shared/i18n/locales.ts';
import { createCachingFetch } from './api-cache.ts';
import { nonceLength } from './content-security.ts';
import { createGzipTemplate, deflateTemplate, type GzipTemplate } from './gzip-template.ts';
import { renderDocument } from './html.ts';
import { mapsPagePattern, type PageVariant } from './page-policy.ts';
import { themeColor } from './pwa.ts';
import type { RequestHandlerOptions } from './request-handler.ts';

/** A rendered document as cached: split where each response puts its own CSP nonce. */
export interface CachedDocument {
  status: number;
  locale: string;
  template: GzipTemplate;
}

/** What a document is rendered for. Plain data: it crosses to a render thread as it is. */
export interface DocumentRequest {
  /** Path and query, e.g. `/uz/catalog?sort=new`. */
  path: string;
  /** The request's own address (what the development server's transform needs). */
  requestUrl: string;
  variant: PageVariant;
  /**
   * Set when the response will be gzip: the document's runs are compressed where it is rendered
   * (on a render thread, off the thread that answers requests).
   */
  gzip?: boolean;
  /**
   * For a document sent once (never stored): the response's nonce and encoding, so the response
   * is made where the document is rendered, compressed in one pass (see `RenderedDocument`).
   */
  respond?: { nonce: string; encoding: ResponseEncoding };
}

export type ResponseEncoding = 'br' | 'gzip' | null;

/**
 * A document, and with `respond` the response's body instead: the nonce in, compressed as asked,
 * its template then empty (a document sent once is never cut into a template).
 */
export interface RenderedDocument extends CachedDocument {
  response?: { body: Buffer; encoding: ResponseEncoding };
}

export type RenderDocument = (request: DocumentRequest) => Promise<RenderedDocument>;

/** Bodies this small are sent as they are. */
const compressFromBytes = 1024;

/** Compressed as a response sent once is (brotli at quality 4, gzip at level 6). */
function compressOnce(
  body: Buffer,
  encoding: ResponseEncoding,
): { body: Buffer; encoding: ResponseEncoding } {
  if (!encoding || body.length <= compressFromBytes) return { body, encoding: null };
  return {
    body:
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body, { level: 6 }),
    encoding,
  };
}

/**
 * Where a document sent once is written as UTF-8 before it is compressed, grown to the largest
 * document yet (at most 3 bytes a UTF-16 unit): a catalogue page of 170 000 characters, most
 * of them ASCII in a two-byte string, took three times as long through `Buffer.from` (its length
 * worked out in a pass of its own, and a new buffer of its size each time) as written here.
 */
let scratch = Buffer.alloc(0);

/** The response of a document sent once: its UTF-8 bytes compressed as asked, or a copy. */
export function respondWith(
  html: string,
  encoding: ResponseEncoding,
): { body: Buffer; encoding: ResponseEncoding } {
  if (scratch.length < html.length * 3) scratch = Buffer.allocUnsafeSlow(html.length * 3);
  const bytes = scratch.subarray(0, scratch.write(html));
  const response = compressOnce(bytes, encoding);
  // Sent as it is: the bytes are copied out, the scratch buffer is written again by the next.
  return response.body === bytes ? { body: Buffer.from(bytes), encoding: null } : response;
}

export type DocumentRendererOptions = Pick<
  RequestHandlerOptions,
  'config' | 'apiBaseUrl' | 'assets' | 'loadRenderer' | 'transformHtml' | 'strictCsp' | 'apiCache'
> & {
  /** The tags the PWA adds to every page's head in a language (manifest, icons, build id). */
  pwaHead?: ((locale: Locale) => string) | null;
};

/** Reads kept for no time: only calls in flight are shared. */
const sharedInFlightOnly = { freshMs: 0, staleMs: 0, maxEntries: 1, maxBytes: 0 };

/** Renders a page into a document with a hole for each response's nonce. */
export function createDocumentRenderer(options: DocumentRendererOptions): RenderDocument {
  const { config, apiBaseUrl, assets } = options;
  // Public reads answered from the API cache; without one, concurrent identical reads still
  // share one call (kept for no time at all): 25 shoppers on one page send each read once.
  const apiFetch = createCachingFetch({
    ...(options.apiCache ?? sharedInFlightOnly),
    onRefreshError: (error) => console.error(error),
  }).fetch;
  // Rendered documents carry this where the nonce goes; each response puts in a fresh nonce. It
  // is random so that no text in a page can ever take its place.
  const noncePlaceholder = `nonce-${randomBytes(18).toString('hex')}`;

  return async ({ path, requestUrl, variant, gzip, respond }) => {
    const renderer = await options.loadRenderer();
    const page = await renderer.render({
      url: path,
      config,
      apiBaseUrl,
      fetch: apiFetch,
      currency: variant.currency,
      accountType: variant.audience === 'legal_entity' ? 'legal_entity' : undefined,
    });
    const pathname = path.split('?')[0] ?? path;
    const maps = mapsPagePattern.test(pathname);
    // A document sent once has its response's nonce put in as it is put together; a document
    // kept has the placeholder, which each response replaces.
    const nonce = options.strictCsp ? respond?.nonce || noncePlaceholder : undefined;
    let html = renderDocument(page, assets, config, {
      nonce,
      themeColor,
      head: `${options.pwaHead && isLocale(page.locale) ? options.pwaHead(page.locale) : ''}${maps ? '<meta name="savat-maps" content="allowed">' : ''}`,
    });
    if (options.transformHtml) html = await options.transformHtml(requestUrl, html);
    if (respond) {
      return {
        status: page.status,
        locale: page.locale,
        template: createGzipTemplate([], { holeLength: 0 }),
        response: respondWith(
          nonce === noncePlaceholder ? html.replaceAll(noncePlaceholder, respond.nonce) : html,
          respond.encoding,
        ),
      };
    }
    const template = createGzipTemplate(html.split(noncePlaceholder), { holeLength: nonceLength });
    if (gzip) deflateTemplate(template);
    return { status: page.status, locale: page.locale, template };
  };
}
