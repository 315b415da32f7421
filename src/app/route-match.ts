import { isLocale, type Locale } from '@/shared/i18n';

export interface PatternMatch {
  params: Record<string, string>;
}

/**
 * Matches `/uz/products/milk` against `/:lang/products/:slug`. Segments are compared exactly;
 * a trailing slash is ignored; parameters are URI-decoded (a malformed escape never matches).
 */
export function matchPattern(pattern: string, pathname: string): PatternMatch | null {
  const split = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const expected = split(pattern);
  const actual = split(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] ?? '';
    const got = actual[index] ?? '';
    if (want.startsWith(':')) {
      if (!got) return null;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return { params };
}

/** The language of a storefront address, when it has a valid prefix. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}
