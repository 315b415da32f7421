import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let nowMs = Date.parse('2026-11-22T08:00:00Z');
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs), paymentDelayMs: 1000 });
  token = await h.signIn('+998901240001');
}, 180_000);
afterAll(async () => h?.close());

type ErrorBody = {
  code: string;
  message: string;
  retry_after?: number;
  fields?: Array<{ field: string; code: string }>;
};

const MILK = 1; // milk-1l, 14 500
const INT32_OVER = 2147483648;

function cartLine(productId: number, quantity: number, attributes: Record<string, string> = {}) {
  return {
    product_id: productId,
    name: 'Client name',
    img_url: '/client.webp',
    quantity,
    attributes,
    price: 1,
    slug: 'client-slug',
    mxit: '10401001001000000',
    mxit_unit: '1520',
    weight: 1,
    currency_name: 'sum',
  };
}

const receiver = { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' };
const pickup = { type: 'pickup', region: 'tashkent', store_id: 1 };
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  delivery: pickup,
  receiver,
  payment: { type: 'cash' },
  lines: [{ product_id: MILK, quantity: 1 }],
  expected_total: 14500,
  ...overrides,
});
const placeOrder = (body: unknown, key: string = randomUUID()) =>
  h.call<ErrorBody & { data: { id: number } }>('POST', '/api/orders/', {
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });

/** A request sent byte for byte as written (fetch would normalise the path). */
async function rawGet(path: string) {
  const response = await fetch(`${h.baseUrl}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('bad input is refused with the contract error, never a 5xx', () => {
  it('refuses integers above 2³¹−1 in paths, queries and bodies', async () => {
    const details = await h.call<ErrorBody>('GET', `/api/orders/${INT32_OVER}/details`, { token });
    expect(details.status).toBe(422);
    expect(details.body.fields).toEqual([expect.objectContaining({ field: 'id' })]);
    const page = await h.call<ErrorBody>('GET', '/api/orders/list?page=1e20', { token });
    expect(page.status).toBe(422);
    const check = await h.call('POST', '/api/resources/check/products', {
      body: { lines: [{ product_id: INT32_OVER, quantity: 1 }] },
    });
    expect(check.status).toBe(422);
    const cart = await h.call('POST', '/api/profile/cart', {
      token,
      body: { cart_data: [cartLine(INT32_OVER, 1)] },
    });
    expect(cart.status).toBe(422);
    const priceMax = await h.call('POST', '/api/resources/products', {
      body: { price_max: 1e20 },
    });
    expect(priceMax.status).toBe(422);
    for (const body of [
      orderBody({ delivery: { ...pickup, store_id: INT32_OVER } }),
      orderBody({ payment: { type: 'card', card_id: INT32_OVER } }),
      orderBody({ lines: [{ product_id: INT32_OVER, quantity: 1 }] }),
      orderBody({ expected_total: INT32_OVER }),
    ]) {
      const res = await placeOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('refuses NUL and other control characters in stored strings', async () => {
    const profile = await h.call<ErrorBody>('PUT', '/api/profile', {
      token,
      body: { name: 'Dil\u0000noza', surname: 'Karimova' },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.fields).toEqual([expect.objectContaining({ field: 'name' })]);
    for (const body of [
      orderBody({ receiver: { ...receiver, surname: 'Kari\u0000mova' } }),
      orderBody({ comment: 'Eshik\u0000oldida' }),
      orderBody({
        delivery: { type: 'courier', region: 'tashkent', city: 'Yunusobod', address: 'A\u0000' },
      }),
    ]) {
      expect((await placeOrder(body)).status, JSON.stringify(body)).toBe(422);
    }
    // A comment may still span lines.
    expect(
      (await placeOrder(orderBody({ comment: 'Eshik oldida.\nQoʻngʻiroq qiling.' }))).status,
    ).toBe(201);
    const attributeSets: Array<Record<string, string>> = [
      { hajmi: '1\u0000l' },
      { 'haj\u0000mi': '1 l' },
    ];
    for (const attributes of attributeSets) {
      const res = await h.call('POST', '/api/profile/cart', {
        token,
        body: { cart_data: [cartLine(MILK, 1, attributes)] },
      });
      expect(res.status, JSON.stringify(attributes)).toBe(422);
    }
  });

  it('answers 400 for a path that is not percent-encoded UTF-8', async () => {
    for (const path of [
      '/api/media/%ff',
      '/api/media/%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
      '/api/resources/product/%ff',
      '/api/content/blogs/%E0%A4%A',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toMatchObject({
        code: 'malformed_request',
        message: 'Soʻrov notoʻgʻri tuzilgan.',
      });
    }
    // In the language the request asks for, as every other answer.
    const russian = await fetch(`${h.baseUrl}/api/resources/product/%ff`, {
      headers: { 'x-lang': 'ru' },
    });
    expect(await russian.json()).toEqual({
      code: 'malformed_request',
      message: 'Некорректный запрос.',
    });
  });

  it('answers 400 for a request target whose host or port cannot be one, and keeps serving', async () => {
    const port = Number(new URL(h.baseUrl).port);
    /** Sends the request line as written (fetch would refuse or normalise such a target). */
    const sendTarget = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: x\r\nX-LANG: ru\r\nConnection: close\r\n\r\n`,
          ),
        );
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const target of [
      'http://[::1/api/resources/categories',
      'http://api:99999/api/resources/categories',
      '//[::1/api/resources/categories',
    ]) {
      const answer = await sendTarget(target);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
      expect(answer, target).toContain(
        '{"code":"malformed_request","message":"Некорректный запрос."}',
      );
    }
    expect((await h.call('GET', '/api/resources/categories')).status).toBe(200);
  });

  it('answers 422 for a slug the contract does not allow', async () => {
    for (const path of [
      '/api/resources/product/Bananas',
      '/api/resources/product/banana_s',
      `/api/resources/product/${encodeURIComponent('банан')}`,
      `/api/resources/product/${'a'.repeat(121)}`,
      '/api/content/blogs/No',
      '/api/resources/brands/X',
      '/api/content/pages/X',
    ]) {
      const res = await h.call<ErrorBody>('GET', path);
      expect(res.status, path).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});

describe('cart quantities', () => {
  it('refuses a line over 100 000 and caps merged lines at 100 000', async () => {
    for (const quantity of [INT32_OVER, 100_001]) {
      const res = await h.call<ErrorBody>('POST', '/api/profile/cart', {
        token,
        body: { cart_data: [cartLine(MILK, quantity)] },
      });
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.fields).toEqual([
        expect.objectContaining({ field: 'cart_data.0.quantity', code: 'too_large' }),
      ]);
    }
    const merged = await h.call<Array<{ quantity: number }>>('POST', '/api/profile/cart', {
      token,
      body: { cart_data: [cartLine(MILK, 100_000), cartLine(MILK, 100_000)] },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.map((line) => line.quantity)).toEqual([100_000]);
    const order = await placeOrder(
      orderBody({ lines: [{ product_id: MILK, quantity: 100_001 }], expected_total: 0 }),
    );
    expect(order.status).toBe(422);
  });
});

describe('idempotent orders', () => {
  it('takes the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const first = await placeOrder(orderBody(), key);
    expect(first.status).toBe(201);
    const reordered = {
      expected_total: 14500,
      lines: [{ quantity: 1, product_id: MILK }],
      payment: { type: 'cash' },
      receiver: { phone: receiver.phone, surname: receiver.surname, name: receiver.name },
      delivery: { store_id: 1, region: 'tashkent', type: 'pickup' },
    };
    const retry = await placeOrder(reordered, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const different = await placeOrder({ ...reordered, comment: 'Boshqa' }, key);
    expect(different.status).toBe(409);
  });
});

describe('sign-in lock', () => {
  it('sends no code while the phone is locked, answering 429 with Retry-After', async () => {
    const phone = '+998901240002';
    expect(
      (await h.call('POST', '/api/auth/send-otp', { body: { phone, user_type: 'individual' } }))
        .status,
    ).toBe(200);
    const code = h.api.outbox.lastCode(phone)!;
    const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await h.call('POST', '/api/auth/verify-otp', { body: { phone, otp: wrong } });
    }
    advance(61);
    const sentBefore = h.api.outbox.list().filter((message) => message.phone === phone).length;
    const locked = await h.call<ErrorBody>('POST', '/api/auth/send-otp', {
      body: { phone, user_type: 'individual' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    expect(locked.headers.get('retry-after')).toBe(String(15 * 60 - 61));
    expect(locked.body.retry_after).toBe(15 * 60 - 61);
    expect(h.api.outbox.list().filter((message) => message.phone === phone)).toHaveLength(
      sentBefore,
    );
    advance(15 * 60 - 61);
    const after = await h.call('POST', '/api/auth/send-otp', {
      body: { phone, user_type: 'individual' },
    });
    expect(after.status).toBe(200);
  });
});

describe('sign out', () => {
  it('revokes only this token by default, every token of the account with scope=all', async () => {
    const phone = '+998901240003';
    const phoneToken = await h.signIn(phone);
    advance(61);
    const laptopToken = await h.signIn(phone);
    advance(61);
    const tabletToken = await h.signIn(phone);
    expect((await h.call('POST', '/api/auth/logout', { token: tabletToken })).status).toBe(204);
    expect((await h.call('GET', '/api/auth/user', { token: tabletToken })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/user', { token: phoneToken })).status).toBe(200);
    expect(
      (await h.call('POST', '/api/auth/logout?scope=all', { token: laptopToken })).status,
    ).toBe(204);
    expect((await h.call('GET', '/api/auth/user', { token: phoneToken })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/user', { token: laptopToken })).status).toBe(401);
    expect(
      (
        await h.call('POST', '/api/auth/logout?scope=everything', {
          token: await h.signIn('+998901240004'),
        })
      ).status,
    ).toBe(422);
  });
});

describe('headers', () => {
  it('marks every /api answer nosniff: data, errors and media', async () => {
    const answers = await Promise.all([
      fetch(`${h.baseUrl}/api/resources/categories`),
      fetch(`${h.baseUrl}/api/resources/product/no-such-product`),
      fetch(`${h.baseUrl}/api/nowhere`),
      fetch(`${h.baseUrl}/api/auth/user`),
      fetch(`${h.baseUrl}/api/media/nothing-320.webp`),
      fetch(`${h.baseUrl}/api/resources/categories`, { method: 'OPTIONS' }),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
    }
  });

  it('serves a profile photo privately, never for shared or lasting caches', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await h.call<{ photo: string }>('POST', '/api/profile/upload-photo', {
      token,
      raw: form,
    });
    expect(uploaded.status).toBe(200);
    const photo = await fetch(`${h.baseUrl}${uploaded.body.photo}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a bad photo with 422 on the photo field, as the contract and README say', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['not an image']), 'a.txt');
    const res = await h.call<ErrorBody>('POST', '/api/profile/upload-photo', { token, raw: form });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ field: 'photo', code: 'unsupported_type' }),
    ]);
  });
});
