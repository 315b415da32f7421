import { localeCookieName, negotiateLocale } from '../shared/i18n/locales.ts';
import { readCookie } from './request-info.ts';
import type { RouteHandler } from './request-handler.ts';

/**
 * A path-absolute address on this origin. `//host/…` (what `/.//host/` normalises to) would be
 * another site to a browser, so leading slashes collapse into one.
 */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}

/** `/` goes to the shopper's language: the language cookie, else the browser's languages. */
export const redirectToLocale: RouteHandler = ({ req, res, url }) => {
  if (url.pathname !== '/') return false;
  const locale = negotiateLocale(
    readCookie(req.headers.cookie, localeCookieName),
    req.headers['accept-language'],
  );
  res.statusCode = 302;
  res.setHeader('Location', `/${locale}${url.search}`);
  res.setHeader('Vary', 'Cookie, Accept-Language');
  res.setHeader('Cache-Control', 'private, no-cache');
  res.end();
  return true;
};

/** Every page has one address: without a trailing slash. */
export const dropTrailingSlash: RouteHandler = ({ res, url }) => {
  const { pathname } = url;
  if (pathname.length <= 1 || !pathname.endsWith('/')) return false;
  res.statusCode = 301;
  res.setHeader('Location', `${sameOriginPath(pathname.replace(/\/+$/, ''))}${url.search}`);
  res.end();
  return true;
};
