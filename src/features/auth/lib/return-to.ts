import { canonicaliseHref } from '@/shared/lib/navigation';

/**
 * A place to continue to after signing in: only ever a same-site relative path. Anything else
 * (other hosts, protocol-relative `//host`, schemes, backslash tricks, control characters)
 * gives `null`.
 */
export function safeReturnTo(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  const cleaned = canonicaliseHref(target);
  if (cleaned !== target) return null;
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(cleaned, 'https://savat.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://savat.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
