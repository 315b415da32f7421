import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let nowMs = Date.parse('2026-11-22T08:00:00Z');
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs) });
}, 180_000);
afterAll(async () => h?.close());

type ErrorBody = {
  code: string;
  message: string;
  retry_after?: number;
  fields?: Array<{ field: string; code: string; message?: string }>;
};
type User = {
  id: number;
  phone: string;
  name: string | null;
  surname: string | null;
  photo: string | null;
};

const sendOtp = (phone: string, lang = 'uz') =>
  h.call<ErrorBody & { sent?: boolean; code_length?: number }>('POST', '/api/auth/send-otp', {
    body: { phone, user_type: 'individual' },
    headers: { 'X-LANG': lang },
  });
const verifyOtp = (phone: string, otp: string) =>
  h.call<ErrorBody & { access_token: string; user: User }>('POST', '/api/auth/verify-otp', {
    body: { phone, otp },
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

describe('sign-in codes', () => {
  it('sends a 5-digit code to an Uzbek mobile number, same answer for any phone', async () => {
    await h.signIn('+998931110002');
    advance(61);
    const first = await sendOtp('+998901110001');
    const second = await sendOtp('+998931110002');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sent: true, resend_after: 60, expires_in: 300, code_length: 5 });
    expect(second.body).toEqual(first.body);
    expect(h.api.outbox.lastCode('+998901110001')).toMatch(/^\d{5}$/);
  });

  it('refuses fixed-line, foreign and malformed numbers with 422 and sends nothing', async () => {
    for (const phone of ['+998711234567', '+79161234567', '901234567', '+99890123456']) {
      const res = await sendOtp(phone, 'ru');
      expect(res.status, phone).toBe(422);
      expect(res.body.code).toBe('invalid_phone');
      expect(res.body.message).toBe('Введите мобильный номер Узбекистана.');
    }
    expect(h.api.outbox.list().filter((m) => m.phone === '+998711234567')).toEqual([]);
  });

  it('answers 429 with Retry-After when a code is asked again within 60 s', async () => {
    await sendOtp('+998901110003');
    advance(20);
    const again = await sendOtp('+998901110003');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('40');
    expect(again.body).toMatchObject({ code: 'too_many_requests', retry_after: 40 });
    advance(40);
    expect((await sendOtp('+998901110003')).status).toBe(200);
  });

  it('caps codes per phone per hour', async () => {
    const phone = '+998901110004';
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sendOtp(phone)).status).toBe(200);
      advance(61);
    }
    const capped = await sendOtp(phone);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3000);
    advance(3600);
    expect((await sendOtp(phone)).status).toBe(200);
  });

  it('signs in with the code once; the code cannot be used twice', async () => {
    const phone = '+998901110005';
    await sendOtp(phone);
    const code = h.api.outbox.lastCode(phone)!;
    const ok = await verifyOtp(phone, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ phone, name: null, photo: null });
    expect(ok.body.access_token.length).toBeGreaterThan(30);
    const reused = await verifyOtp(phone, code);
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('code_expired');
  });

  it('refuses a wrong code, and blocks after five wrong codes even with a new code', async () => {
    const phone = '+998901110006';
    await sendOtp(phone);
    const code = h.api.outbox.lastCode(phone)!;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verifyOtp(phone, wrongCode(code));
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('invalid_code');
    }
    const blocked = await verifyOtp(phone, wrongCode(code));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    advance(61);
    await sendOtp(phone);
    const fresh = h.api.outbox.lastCode(phone)!;
    expect((await verifyOtp(phone, fresh)).status).toBe(429);
  });

  it('expires a code after five minutes', async () => {
    const phone = '+998901110007';
    await sendOtp(phone);
    advance(301);
    const late = await verifyOtp(phone, h.api.outbox.lastCode(phone)!);
    expect(late.status).toBe(410);
  });

  it('refuses a code of the wrong shape', async () => {
    const res = await verifyOtp('+998901110005', '12ab');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_code');
  });

  it('shows sent messages on the dev outbox endpoint', async () => {
    const res = await fetch(
      `${h.baseUrl}/__dev/outbox?phone=${encodeURIComponent('+998901110001')}`,
    );
    const body = (await res.json()) as { messages: Array<{ code: string; purpose: string }> };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      purpose: 'sign-in',
      code: h.api.outbox.lastCode('+998901110001'),
    });
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, malformed, unknown or revoked token', async () => {
    const token = await h.signIn('+998901110010');
    expect((await h.call('GET', '/api/auth/user', { token })).status).toBe(200);
    expect((await h.call('GET', '/api/auth/user')).status).toBe(401);
    expect(
      (await h.call('GET', '/api/auth/user', { headers: { authorization: 'Basic abc' } })).status,
    ).toBe(401);
    const unknown = await h.call<ErrorBody>('GET', '/api/auth/user', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('unauthorized');
    expect((await h.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await h.call('GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await h.call('POST', '/api/auth/logout', { token })).status).toBe(401);
  });

  it('expires tokens after 30 days', async () => {
    const token = await h.signIn('+998901110011');
    advance(30 * 24 * 3600 + 1);
    expect((await h.call('GET', '/api/auth/user', { token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates the names and refuses bad ones without changing anything', async () => {
    const token = await h.signIn('+998901110020');
    const updated = await h.call<User>('PUT', '/api/profile', {
      token,
      body: { name: '  Dilnoza ', surname: 'Karimova' },
    });
    expect(updated.body).toMatchObject({ name: 'Dilnoza', surname: 'Karimova' });
    const tooLong = await h.call<ErrorBody>('PUT', '/api/profile', {
      token,
      body: { name: 'x'.repeat(61), surname: 'K' },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields).toEqual([
      expect.objectContaining({ field: 'name', code: 'too_long' }),
    ]);
    const blank = await h.call<ErrorBody>('PUT', '/api/profile', {
      token,
      body: { name: '   ', surname: 'K' },
    });
    expect(blank.status).toBe(422);
    const wrongType = await h.call<ErrorBody>('PUT', '/api/profile', {
      token,
      body: { name: 5, surname: 'K' },
    });
    expect(wrongType.status).toBe(422);
    const malformed = await h.call<ErrorBody>('PUT', '/api/profile', {
      token,
      raw: '{name:',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const user = await h.call<User>('GET', '/api/auth/user', { token });
    expect(user.body).toMatchObject({ name: 'Dilnoza', surname: 'Karimova' });
  });

  it('uploads a photo, re-encodes it to a 512 px WebP and serves it', async () => {
    const token = await h.signIn('+998901110021');
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await h.call<User>('POST', '/api/profile/upload-photo', { token, raw: form });
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatch(/^\/api\/media\/photo-[0-9a-f]{24}\.webp$/);
    const served = await fetch(`${h.baseUrl}${res.body.photo}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('refuses bad files with the documented error and keeps the old photo', async () => {
    const token = await h.signIn('+998901110022');
    const upload = (parts: Array<[string, Blob, string]>) => {
      const form = new FormData();
      for (const [name, blob, file] of parts) form.append(name, blob, file);
      return h.call<ErrorBody>('POST', '/api/profile/upload-photo', { token, raw: form });
    };
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const before = (await upload([['photo', new Blob([jpeg]), 'a.jpg']])).body as unknown as User;

    const photoError = (body: ErrorBody) =>
      body.fields?.map(({ field, code }) => ({ field, code }));
    const text = await upload([['photo', new Blob(['not an image']), 'a.txt']]);
    expect(text.status).toBe(422);
    expect(text.body.code).toBe('validation_failed');
    expect(photoError(text.body)).toEqual([{ field: 'photo', code: 'unsupported_type' }]);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const gifAnswer = await upload([['photo', new Blob([gif]), 'a.gif']]);
    expect(gifAnswer.status).toBe(422);
    expect(photoError(gifAnswer.body)).toEqual([{ field: 'photo', code: 'unsupported_type' }]);
    const huge = await upload([
      ['photo', new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)]), 'big.jpg'],
    ]);
    expect(huge.status).toBe(422);
    expect(photoError(huge.body)).toEqual([{ field: 'photo', code: 'too_large' }]);
    expect(huge.body.fields?.[0]?.message).toBe('Rasm 5 MB dan katta boʻlmasligi kerak.');
    const far = await upload([['photo', new Blob([Buffer.alloc(8 * 1024 * 1024)]), 'big.jpg']]);
    expect(far.status).toBe(422);
    expect(photoError(far.body)).toEqual([{ field: 'photo', code: 'too_large' }]);
    const missing = await upload([['avatar', new Blob([jpeg]), 'a.jpg']]);
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toEqual([
      expect.objectContaining({ field: 'photo', code: 'required' }),
    ]);
    const notMultipart = await h.call<ErrorBody>('POST', '/api/profile/upload-photo', {
      token,
      body: { photo: 'x' },
    });
    expect(notMultipart.status).toBe(400);

    const after = await h.call<User>('GET', '/api/auth/user', { token });
    expect(after.body.photo).toBe(before.photo);
  });

  it('deletes the account: tokens revoked, personal data gone, a new sign-in is a new account', async () => {
    const phone = '+998901110023';
    const token = await h.signIn(phone);
    const other = await h.signIn('+998901110024');
    const first = await h.call<User>('GET', '/api/auth/user', { token });
    await h.call('PUT', '/api/profile', { token, body: { name: 'Aziz', surname: 'Rahimov' } });
    await h.call('POST', '/api/profile/cart', { token, body: { cart_data: [cartLine(1, 2)] } });
    expect((await h.call('DELETE', '/api/profile', { token })).status).toBe(204);
    expect((await h.call('GET', '/api/auth/user', { token })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/user', { token: other })).status).toBe(200);
    const row = await h.api.db.query<{ phone: string | null; name: string | null }>(
      'SELECT phone, name FROM users WHERE id = $1',
      [first.body.id],
    );
    expect(row.rows[0]).toEqual({ phone: null, name: null });
    const carts = await h.api.db.query('SELECT 1 FROM carts WHERE user_id = $1', [first.body.id]);
    expect(carts.rows).toEqual([]);
    advance(61);
    const again = await h.signIn(phone);
    const fresh = await h.call<User>('GET', '/api/auth/user', { token: again });
    expect(fresh.body.id).not.toBe(first.body.id);
    expect(fresh.body.name).toBeNull();
  });
});

function cartLine(productId: number, quantity: number) {
  return {
    product_id: productId,
    name: 'Client name',
    img_url: '/client.webp',
    quantity,
    attributes: {},
    price: 1,
    slug: 'client-slug',
    mxit: '10401001001000000',
    mxit_unit: '1520',
    weight: 1,
    currency_name: 'sum',
  };
}

describe('server cart', () => {
  type Line = { product_id: number; name: string; price: number; quantity: number; slug: string };

  it('saves and answers the cart with catalogue names and prices', async () => {
    const token = await h.signIn('+998901110030');
    expect((await h.call<Line[]>('GET', '/api/profile/cart', { token })).body).toEqual([]);
    const saved = await h.call<Line[]>('POST', '/api/profile/cart', {
      token,
      body: { cart_data: [cartLine(1, 2), cartLine(7, 1500), cartLine(1, 1)] },
      headers: { 'X-LANG': 'ru' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.map((l) => [l.slug, l.quantity, l.price])).toEqual([
      ['milk-1l', 3, 14500],
      ['apple-golden', 1500, 18000],
    ]);
    expect(saved.body[0]!.name).toBe('Молоко 3,2% 1 л');
    const read = await h.call<Line[]>('GET', '/api/profile/cart', {
      token,
      headers: { 'X-LANG': 'en' },
    });
    expect(read.body.map((l) => l.name)).toEqual(['Milk 3.2% 1 l', 'Golden apple']);
  });

  it('refuses unknown products, negative quantities and wrong types; the cart stays', async () => {
    const token = await h.signIn('+998901110031');
    await h.call('POST', '/api/profile/cart', { token, body: { cart_data: [cartLine(1, 2)] } });
    const unknown = await h.call<ErrorBody>('POST', '/api/profile/cart', {
      token,
      body: { cart_data: [cartLine(1, 1), cartLine(999, 1)] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual([
      expect.objectContaining({ field: 'cart_data.1.product_id', code: 'not_found' }),
    ]);
    const negative = await h.call<ErrorBody>('POST', '/api/profile/cart', {
      token,
      body: { cart_data: [cartLine(1, -2)] },
    });
    expect(negative.status).toBe(422);
    expect(negative.body.fields).toEqual([
      expect.objectContaining({ field: 'cart_data.0.quantity', code: 'too_small' }),
    ]);
    const wrongType = await h.call<ErrorBody>('POST', '/api/profile/cart', {
      token,
      body: { cart_data: 'everything' },
    });
    expect(wrongType.status).toBe(422);
    const notObject = await h.call<ErrorBody>('POST', '/api/profile/cart', { token, body: [1, 2] });
    expect(notObject.status).toBe(400);
    const cart = await h.call<Line[]>('GET', '/api/profile/cart', { token });
    expect(cart.body.map((l) => [l.product_id, l.quantity])).toEqual([[1, 2]]);
  });

  it('keeps carts apart and needs a token', async () => {
    const mine = await h.signIn('+998901110032');
    const theirs = await h.signIn('+998901110033');
    await h.call('POST', '/api/profile/cart', {
      token: mine,
      body: { cart_data: [cartLine(2, 1)] },
    });
    expect((await h.call<Line[]>('GET', '/api/profile/cart', { token: theirs })).body).toEqual([]);
    expect((await h.call('GET', '/api/profile/cart')).status).toBe(401);
    expect((await h.call('POST', '/api/profile/cart', { body: { cart_data: [] } })).status).toBe(
      401,
    );
  });
});

describe('per-address cap', () => {
  it('caps codes requested from one address per hour', async () => {
    advance(2 * 3600);
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 25) {
      status = (await sendOtp(`+9989711${String(sent).padStart(5, '0')}`)).status;
      if (status === 200) sent += 1;
    }
    expect(sent).toBe(20);
    expect(status).toBe(429);
  });
});
