/**
 * Every page route, server-rendered through the storefront's request handler against the
 * reference API, with hostile parameters: slugs and ids the API refuses, broken percent-encoding,
 * long and control-character query values. No answer may be a 5xx. The seed is fixed, so a
 * failure replays exactly.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../reference-api/test/harness.ts';
import { render, renderSitemap } from '../app/entry-server';
import { routes } from '../app/router';
import { serveForTest } from './test-server.ts';

/** Change it to explore other inputs; a failure names the seed it ran with. */
const FUZZ_SEED = 20_261_124;

let h: Harness;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  h = await startHarness();
  ({ base, close } = await serveForTest({
    api: h.api,
    apiBaseUrl: h.baseUrl,
    loadRenderer: async () => ({ render, renderSitemap }),
  }));
  // A failed render is logged by design; the answers are what this test checks.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}, 180_000);
afterAll(async () => {
  await close?.();
  await h?.close();
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

describe('pages for addresses the API refuses', () => {
  it.each([
    '/uz/products/Bananas',
    '/en/products/banana_s',
    `/ru/products/${encodeURIComponent('банан')}`,
    `/uz/products/${'a'.repeat(121)}`,
    '/uz/products/%ff',
    '/uz/blogs/No',
    '/uz/brands/X',
    '/uz/pages/X',
    '/uz/catalog?category=%3Cx',
  ])('%s answers 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers a 100-character search whose other-layout retry would be longer', async () => {
    // Every i is ш on the Russian layout, sh in the search key: 200 characters.
    expect((await get(`/uz/search?q=${'i'.repeat(100)}`)).status).toBe(200);
    expect((await get(`/uz/search?q=${'%00'.repeat(10)}sut`)).status).toBe(200);
    expect((await get(`/uz/search?q=${'a'.repeat(99)}${encodeURIComponent('🍌')}`)).status).toBe(
      200,
    );
  });
});

describe('a page address asked with another method than GET or HEAD', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s answers 405 and says so in three languages',
    async (method) => {
      const response = await fetch(`${base}/uz/catalog`, {
        method,
        body: method === 'DELETE' ? null : 'x=1',
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = await response.text();
      expect(text).toContain('Bu soʻrov usuli qoʻllab-quvvatlanmaydi: sahifani brauzerda oching.');
      expect(text).toContain('Этот метод запроса не поддерживается: откройте страницу в браузере.');
      expect(text).toContain('This request method is not supported: open the page in a browser.');
    },
  );
});

describe('a request target whose host or port cannot be one', () => {
  /** Sends the request line as written (fetch would refuse or normalise such a target). */
  const sendTarget = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it.each([
    'http://[::1/uz/catalog',
    'http://shop:99999/uz',
    '//[::1/uz',
    'http://[::1/api/resources/categories',
  ])('%s answers 400 and says so in three languages', async (target) => {
    const answer = await sendTarget(target);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toMatch(/\r\ncontent-type: text\/html; charset=utf-8\r\n/i);
    expect(answer).toContain('<p lang="uz-Latn">Soʻrov notoʻgʻri tuzilgan.</p>');
    expect(answer).toContain('<p lang="ru">Некорректный запрос.</p>');
    expect(answer).toContain('<p lang="en">The request is malformed.</p>');
  });
});

describe('a site file asked with another method than GET or HEAD', () => {
  it.each(['/robots.txt', '/favicon.svg', '/favicon.ico', '/sitemap.xml'])(
    'POST %s answers 405 and says so in three languages',
    async (path) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', body: 'x=1' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toContain(
        'This request method is not supported: open the page in a browser.',
      );
    },
  );
});

describe('cookies that are not percent-encoded UTF-8', () => {
  it.each(['locale=%', 'currency=%ff%fe', 'account_type=%E0%A4%A'])(
    '%s is ignored: the home redirect and a page answer as without it',
    async (cookie) => {
      const home = await fetch(`${base}/`, { redirect: 'manual', headers: { cookie } });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('/uz');
      const page = await fetch(`${base}/uz/catalog`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-locale="uz"');
    },
  );
});

const hostileTexts = [
  'Bananas',
  'banana_s',
  'банан',
  'a'.repeat(121),
  'x'.repeat(3000),
  '<x>',
  '"><script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '-1',
  '0',
  '2147483648',
  '1e20',
  '9'.repeat(40),
  '..',
  '',
  ' ',
];
const rawTexts = ['%ff', '%E0%A4%A', '%c0%ae%c0%ae', '%00', '%', '..%2f..%2f', '%2e%2e'];

/** A value as it travels in an address: encoded, or as raw (possibly broken) percent bytes. */
const addressText = fc.oneof(
  fc.constantFrom(...hostileTexts).map(encodeURIComponent),
  fc.constantFrom(...rawTexts),
  fc.string({ maxLength: 30, unit: 'grapheme' }).map(encodeURIComponent),
);
const queryNames = [
  'category',
  'brand',
  'brand[]',
  'price_min',
  'price_max',
  'in_stock',
  'sort',
  'page',
  'q',
  'tid',
  'order',
  'utm_source',
];

describe(`every page route with hostile parameters (seed ${FUZZ_SEED})`, () => {
  it('never answers 5xx', async () => {
    const request = fc.record({
      lang: fc.constantFrom('uz', 'ru', 'en'),
      route: fc.constantFrom(...routes.map((route) => route.pattern)),
      parameter: addressText,
      query: fc.array(fc.tuple(fc.constantFrom(...queryNames), addressText), { maxLength: 4 }),
      trailingSlash: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ lang, route, parameter, query, trailingSlash }) => {
        const path = `/${lang}${route.replace(/:[a-z]+/g, parameter)}${trailingSlash ? '/' : ''}`;
        const search = query.map(([name, value]) => `${name}=${value}`).join('&');
        const address = `${path}${search ? `?${search}` : ''}`;
        const response = await get(address);
        expect(response.status, `seed ${FUZZ_SEED}: ${address}`).toBeLessThan(500);
      }),
      { seed: FUZZ_SEED, numRuns: 150, endOnFailure: true },
    );
  }, 60_000);
});
