import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RuntimeConfig } from '../shared/config/runtime.ts';

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

/** The headers every response of the storefront itself carries (not the mounted API's). */
export function setSecurityHeaders(res: ServerResponse) {
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

/** A fresh script nonce: 16 random bytes, always 24 characters of base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
export const nonceLength = 24;
