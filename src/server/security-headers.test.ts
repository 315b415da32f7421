import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveForTest, stubRenderer } from './test-server.ts';

describe('security headers of storefront pages', () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ base, close } = await serveForTest({ loadRenderer: async () => stubRenderer }));
  });
  afterAll(() => close());

  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

  it('sends a strict policy whose nonce is on the build’s scripts and differs per response', async () => {
    const first = await fetch(`${base}/uz`);
    const second = await fetch(`${base}/uz`);
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const nonce = nonceOf(csp(first));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(csp(second))).not.toBe(nonce);
    for (const directive of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp(first)).toContain(directive);
    }
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/entry.js">`);
    expect(html).toContain(`<link rel="modulepreload" nonce="${nonce}" href="/assets/chunk.js">`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    // Data blocks are not scripts and carry no nonce.
    expect(html).toContain('<script id="__savat_state" type="application/json">');
  });

  it('allows the maps hosts only on pages with a map', async () => {
    expect(csp(await fetch(`${base}/uz/catalog`))).not.toContain('yandex');
    expect(csp(await fetch(`${base}/ru/markets`))).toContain('https://api-maps.yandex.ru');
    expect(csp(await fetch(`${base}/en/checkout`))).toContain('https://*.yandex.net');
  });

  it('sends the hardening headers', async () => {
    const response = await fetch(`${base}/uz`);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('keeps personal pages out of every cache', async () => {
    for (const path of [
      '/uz/account',
      '/ru/account/orders',
      '/en/checkout',
      '/uz/checkout/payment',
      '/uz/cart',
      '/ru/wvs/orders',
    ]) {
      expect((await fetch(`${base}${path}`)).headers.get('cache-control'), path).toBe('no-store');
    }
    // Public pages may be kept briefly by shared caches: a cached copy keeps the markup and its
    // policy header together, and the nonce in both was drawn after the markup was rendered.
    const catalogue = await fetch(`${base}/uz/catalog`, { headers: { Cookie: 'locale=uz' } });
    expect(catalogue.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
  });
});
