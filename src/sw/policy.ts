import { defaultLocale, locales, type Locale } from '../shared/i18n/locales.ts';
import { pageAudienceOf, type PageAudience } from '../shared/lib/account-type/index.ts';

/**
 * What the offline worker does with each request. Pure functions, shared by the worker and its
 * tests: nothing personal is ever stored, catalogue data is kept per language and account type.
 */

export const cacheNames = {
  /** Hashed build files: never change under one name. */
  assets: 'savat-assets',
  /** Server-rendered pages the shopper has visited (anonymous markup only). */
  pages: 'savat-pages',
  /** Catalogue and content answers. */
  data: 'savat-data',
  /** Product and content pictures. */
  images: 'savat-images',
  /** One entry: the audience the stored pages are for (see `pageCacheKey`). */
  audience: 'savat-audience',
} as const;

/** The offline pages and icons of one build, stored when the worker installs. */
export function precacheName(buildId: string): string {
  return `savat-offline-${buildId}`;
}

/** Entry caps: the oldest entries go first when a cache grows past them. */
export const cacheLimits = { assets: 200, pages: 40, data: 150, images: 120 } as const;

export function offlinePagePath(language: Locale): string {
  return `/offline/${language}.html`;
}

export const precachedPaths = [
  ...locales.map(offlinePagePath),
  '/favicon.svg',
  '/icons/icon-192.png',
] as const;

/** Addresses whose pages or answers belong to one shopper. */
const personalPagePattern = /^\/(?:uz|ru|en)\/(?:account|checkout|cart|wvs)(?:\/|$)/;
const personalApiPattern = /^\/api\/(?:auth|profile|orders|payments|cart)(?:\/|$)/;
/** Profile photos: served under /api/media like the catalogue's pictures, but a shopper's own. */
const personalMediaPattern = /^\/api\/media\/photo-/;

export function isPersonalPath(pathname: string): boolean {
  return (
    personalPagePattern.test(pathname) ||
    personalApiPattern.test(pathname) ||
    personalMediaPattern.test(pathname)
  );
}

export function languageOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return locales.find((locale) => locale === first) ?? defaultLocale;
}

export type RequestKind = 'asset' | 'page' | 'catalogue' | 'image' | 'network';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for page loads. */
  mode: string;
  /** Whether the request carries credentials of a shopper (a bearer token). */
  authorised: boolean;
  /** The request's cache mode: `no-store` or `reload` asks for an answer fresh from the network. */
  cache?: string;
  /** The worker's own origin. */
  origin: string;
}

/** Decides how a request is answered; `network` means the worker stays out of it. */
export function classifyRequest({
  url,
  method,
  mode,
  authorised,
  origin,
  cache,
}: RequestFacts): RequestKind {
  if (method !== 'GET' || authorised) return 'network';
  // The page wants current data (stock checked before checkout): the worker stays out of it.
  if (cache === 'no-store' || cache === 'reload') return 'network';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'network';
  const { pathname } = url;
  if (isPersonalPath(pathname)) return 'network';
  if (pathname.startsWith('/api/media/')) return 'image';
  if (pathname.startsWith('/api/resources/') || pathname.startsWith('/api/content/'))
    return 'catalogue';
  if (url.origin !== origin) return 'network';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (mode === 'navigate' && /^\/(?:uz|ru|en)(?:\/|$)/.test(pathname)) return 'page';
  return 'network';
}

/**
 * Catalogue answers depend on the language and account type headers, which a cache does not
 * see: they become part of the key so one language's answer is never shown in another.
 */
export function dataCacheKey(
  url: URL,
  language: string | null,
  accountType: string | null,
): string {
  const key = new URL(url.href);
  key.searchParams.set('__lang', language ?? '');
  key.searchParams.set('__account', accountType ?? '');
  return key.href;
}

/**
 * Whether an answer may be stored: complete, successful and not marked private. Pages must also
 * not be marked `no-store` (personal pages are); the API marks every answer `no-store`, so for
 * catalogue data, which holds nothing personal, only `private` counts.
 */
export function isStorable(
  status: number,
  cacheControl: string | null,
  kind: RequestKind = 'page',
): boolean {
  if (status !== 200) return false;
  const directives = cacheControl ?? '';
  if (/\bprivate\b/i.test(directives)) return false;
  return kind === 'catalogue' || !/\bno-store\b/i.test(directives);
}

/**
 * The response header naming the audience a page was rendered for (`legal_entity` or `default`,
 * from the account-type cookie the request carried; see `shared/lib/account-type`).
 */
export const pageAudienceHeader = 'X-Page-Audience';
/** The audience the stored pages are for, kept as the only entry of `cacheNames.audience`. */
export const audienceRecordPath = '/__page-audience';

/** What the page tells the worker when the shopper's account type changes (sign-in, sign-out). */
export interface AudienceMessage {
  type: 'page-audience';
  audience: PageAudience;
}

export function audienceMessage(accountType: string | null): AudienceMessage {
  return { type: 'page-audience', audience: pageAudienceOf(accountType) };
}

export function isAudienceMessage(data: unknown): data is AudienceMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'page-audience'
  );
}

/**
 * Pages are stored per audience: a page rendered for a legal entity is never shown offline to
 * anyone else, nor the other way round. The key of the default audience is the page's address.
 */
export function pageCacheKey(url: URL, audience: PageAudience): string {
  const key = new URL(`${url.pathname}${url.search}`, url.origin);
  if (audience !== 'default') key.searchParams.set('__audience', audience);
  return key.href;
}

/** The stored pages that belong to another audience: they go when the audience changes. */
export function pagesOfOtherAudiences(keys: readonly string[], audience: PageAudience): string[] {
  return keys.filter(
    (key) => pageAudienceOf(new URL(key).searchParams.get('__audience')) !== audience,
  );
}
