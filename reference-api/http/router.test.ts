import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import type * as CacheModule from './cache.ts';
import { VALIDATION_ERRORS_LIMIT } from './router.ts';

/** Every key the answer cache is asked for, in the order asked. */
const cacheKeys = vi.hoisted(() => [] as string[]);
vi.mock('./cache.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CacheModule>();
  return {
    ...original,
    createAnswerCache: () => {
      const cache = original.createAnswerCache();
      return {
        ...cache,
        get: (...args: Parameters<typeof cache.get>) => {
          cacheKeys.push(args[1]);
          return cache.get(...args);
        },
      };
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => h?.close());

type ErrorBody = { code: string; message: string; fields?: unknown[] };

/** `{"x":[[…]]}` nested `levels` deep: about 200 KB at 100 000 levels, under the body limit. */
const deepJson = (levels: number) => `{"x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

/** Sends any method with any body (fetch refuses a body on GET and HEAD). */
function send(
  method: string,
  path: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.baseUrl}${path}`, {
      method,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('deeply nested JSON', () => {
  it('is refused with 400 malformed_request in the language of the request', async () => {
    const messages = {
      uz: 'Soʻrov notoʻgʻri tuzilgan.',
      ru: 'Некорректный запрос.',
      en: 'The request is malformed.',
    };
    for (const [lang, message] of Object.entries(messages)) {
      for (const levels of [65, 5_000, 100_000]) {
        const res = await h.call<ErrorBody>('POST', '/api/resources/products', {
          raw: deepJson(levels),
          headers: { 'content-type': 'application/json', 'X-LANG': lang },
        });
        expect(res.status, `${lang} ${levels}`).toBe(400);
        expect(res.body).toEqual({ code: 'malformed_request', message });
      }
    }
  });

  it('is refused before an operation walks the body, as the request hash of an order does', async () => {
    const token = await h.signIn('+998901250001');
    const order = {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment: { type: 'cash' },
      lines: [{ product_id: 1, quantity: 1 }],
      expected_total: 14500,
    };
    const res = await h.call<ErrorBody>('POST', '/api/orders/', {
      token,
      raw: `${JSON.stringify(order).slice(0, -1)},"note":${deepJson(10_000)}}`,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('malformed_request');
  });

  it('is refused on operations the answer cache does not keep', async () => {
    const res = await h.call<ErrorBody>('POST', '/api/auth/send-otp', {
      raw: `{"phone":"+998901234567","user_type":"individual","x":${deepJson(100_000)}}`,
      headers: { 'content-type': 'application/json', 'X-LANG': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'malformed_request', message: 'The request is malformed.' });
  });
});

describe('a body breaking very many fields', () => {
  it('answers 422 with the first broken fields, not a 5xx', async () => {
    // 85 000 lines missing both required fields: 170 000 validation errors unless capped.
    const res = await h.call<ErrorBody>('POST', '/api/resources/check/products', {
      raw: `{"lines":[${Array.from({ length: 85_000 }, () => '{}').join(',')}]}`,
      headers: { 'content-type': 'application/json', 'X-LANG': 'ru' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields!.length).toBeGreaterThan(0);
    expect(res.body.fields!.length).toBeLessThanOrEqual(VALIDATION_ERRORS_LIMIT);
  });
});

describe('a body on a GET or HEAD request', () => {
  const bodies: Array<[string, string, Record<string, string>]> = [
    ['a small JSON body', '{"page":2}', { 'content-type': 'application/json' }],
    ['another JSON body', '{"page":3}', { 'content-type': 'application/json' }],
    ['a deeply nested body', deepJson(5_000), { 'content-type': 'application/json' }],
    ['a deeper one', deepJson(100_000), { 'content-type': 'application/json' }],
    ['broken JSON', '{"page":', { 'content-type': 'application/json' }],
    ['a body that is not JSON', 'page=2', { 'content-type': 'application/x-www-form-urlencoded' }],
  ];

  it('is ignored: the answer is the one without a body', async () => {
    const plain = await send('GET', '/api/store/stores', '', {});
    expect(plain.status).toBe(200);
    for (const [name, body, headers] of bodies) {
      const res = await send('GET', '/api/store/stores', body, headers);
      expect(res.status, name).toBe(200);
      expect(res.text, name).toBe(plain.text);
      const head = await send('HEAD', '/api/store/stores', body, headers);
      expect(head.status, name).toBe(200);
    }
  });

  it('takes no slot of its own in the answer cache', async () => {
    await send('GET', '/api/resources/brands', '', {});
    expect(cacheKeys.at(-1)).toMatch(/^\["listBrands",/);
    const before = new Set(cacheKeys);
    const statuses: number[] = [];
    for (const [, body, headers] of bodies) {
      statuses.push((await send('GET', '/api/resources/brands', body, headers)).status);
    }
    expect(new Set(cacheKeys)).toEqual(before);
    expect(statuses).toEqual(bodies.map(() => 200));
  });
});

describe('the answer cache', () => {
  it('keys a listing by its declared properties: unknown ones share its entry', async () => {
    const list = (body: unknown) => h.call<unknown>('POST', '/api/resources/products', { body });
    const plain = await list({ page: 2, per_page: 12 });
    expect(plain.status).toBe(200);
    const plainKey = cacheKeys.at(-1);
    expect(plainKey).toMatch(/^\["listProducts",/);
    for (const body of [
      { per_page: 12, page: 2 },
      { page: 2, per_page: 12, utm_source: 'a' },
      { page: 2, per_page: 12, utm_source: 'b', nested: { x: [1, 2] } },
    ]) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toEqual(plain.body);
      expect(cacheKeys.at(-1), JSON.stringify(body)).toBe(plainKey);
    }
    await list({ page: 3, per_page: 12, utm_source: 'a' });
    expect(cacheKeys.at(-1)).not.toBe(plainKey);
  });

  it('keys a read with a body by its declared properties, in any order', async () => {
    const lines = [
      { product_id: 1, quantity: 2 },
      { slug: 'non', quantity: 1 },
    ];
    const check = (body: unknown) =>
      h.call<unknown>('POST', '/api/resources/check/products', { body });
    const plain = await check({ lines });
    expect(plain.status).toBe(200);
    const plainKey = cacheKeys.at(-1);
    for (const body of [
      { lines, note: 'x' },
      {
        lines: [
          { quantity: 2, product_id: 1, colour: 'red' },
          { slug: 'non', quantity: 1, x: 1 },
        ],
      },
    ]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toEqual(plain.body);
      expect(cacheKeys.at(-1), JSON.stringify(body)).toBe(plainKey);
    }
    await check({
      lines: [
        { product_id: 1, quantity: 3 },
        { slug: 'non', quantity: 1 },
      ],
    });
    expect(cacheKeys.at(-1)).not.toBe(plainKey);
  });
});

describe('query parameters named like the properties of every object', () => {
  it.each([
    ['__proto__=a&__proto__=b', '__proto__'],
    ['__proto__=a', '__proto__'],
    ['constructor=a', 'constructor'],
    ['toString=a&toString=b', 'toString'],
  ])('?%s is refused as an unknown parameter named %s, not a 5xx', async (query, name) => {
    for (const path of [
      `/api/resources/products/search?q=sut&${query}`,
      `/api/resources/categories?${query}`,
    ]) {
      const answer = await send('GET', path, '', { 'x-lang': 'ru' });
      expect(answer.status, path).toBe(422);
      expect(JSON.parse(answer.text), path).toEqual({
        code: 'validation_failed',
        message: 'Проверьте данные.',
        fields: [{ field: name, code: 'not_allowed', message: 'Этот вариант недоступен.' }],
      });
    }
  });
});
