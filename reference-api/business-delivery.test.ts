import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

// 13:00 in Tashkent (UTC+5) on 22 November 2026.
const nowMs = Date.parse('2026-11-22T08:00:00Z');

let h: Harness;
let token: string;
let cardId: number;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs), paymentDelayMs: 1000 });
  token = await h.signIn('+998901239001');
  const created = await h.call<{ data: { request_id: string } }>(
    'POST',
    '/api/payments/card/create',
    {
      token,
      body: { number: '8600000000000015', expire: '09/28' },
    },
  );
  const confirmed = await h.call<{ data: { id: number } }>('POST', '/api/payments/card/confirm', {
    token,
    body: { request_id: created.body.data.request_id, code: '666666' },
  });
  cardId = confirmed.body.data.id;
}, 180_000);
afterAll(async () => h?.close());

const MILK = 1; // milk-1l, dairy: perishable
const DRIED_APRICOTS = 6; // dried fruit: keeps
const POWDER = 8; // washing-powder-3kg, 85 000, stock 10

type ErrorBody = {
  code: string;
  fields?: Array<{ field: string; code: string }>;
  blocked_lines?: Array<{ product_id: number; name: string; reason: string }>;
  total?: number;
};
type Window = {
  id: string;
  date: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  left: number;
  available: boolean;
};

const company = {
  company_name: 'Toshkent Savdo MChJ',
  inn: '301234567',
  contact_name: 'Aziz Karimov',
  phone: '+998901234567',
  email: 'buyer@tsavdo.uz',
  monthly_volume: 'from_10m_to_50m',
  comment: 'Suv va choy, haftada bir marta.',
};

function businessRequest(body: Record<string, unknown>, lang = 'uz') {
  return h.call<{ data: { id: number; number: string; status: string } } & ErrorBody>(
    'POST',
    '/api/business/requests',
    { body, headers: { 'X-LANG': lang } },
  );
}

describe('business requests', () => {
  it('stores a request with its number and tells the support phone in the outbox', async () => {
    const answer = await businessRequest(company);
    expect(answer.status).toBe(201);
    expect(answer.body.data.number).toMatch(/^BR-261122-\d{4}$/);
    expect(answer.body.data.status).toBe('received');
    const { rows } = await h.api.db.query<{ inn: string; company_name: string }>(
      'SELECT inn, company_name FROM business_requests WHERE number = $1',
      [answer.body.data.number],
    );
    expect(rows).toEqual([{ inn: '301234567', company_name: 'Toshkent Savdo MChJ' }]);
    const notice = h.api.outbox
      .list()
      .find((message) => message.text.includes(answer.body.data.number));
    expect(notice).toMatchObject({ phone: '+998712051000', purpose: 'business-request' });
    expect(notice?.text).toContain('301234567');
    expect(notice?.text).toContain('+998901234567');

    const dev = await fetch(`${h.baseUrl}/__dev/outbox?phone=%2B998712051000`);
    expect(dev.status).toBe(200);
    const listed = (await dev.json()) as { messages: Array<{ text: string }> };
    expect(listed.messages.some((m) => m.text.includes(answer.body.data.number))).toBe(true);
  });

  it('names every broken field: a short INN, a missing contact, a bad e-mail', async () => {
    const { contact_name: _dropped, ...withoutContact } = company;
    const answer = await businessRequest(
      { ...withoutContact, inn: '30123456', email: 'not-an-email' },
      'ru',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.fields?.map((f) => f.field).sort()).toEqual([
      'contact_name',
      'email',
      'inn',
    ]);
  });

  it('treats a company name of spaces as too short', async () => {
    const answer = await businessRequest({ ...company, company_name: '    ' });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([
      expect.objectContaining({ field: 'company_name', code: 'too_short' }),
    ]);
  });

  it('takes 5 requests an hour from one address, then answers 429', async () => {
    await h.api.db.query('DELETE FROM business_requests');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await businessRequest(company)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('regions', () => {
  it('lists Tashkent city and all 13 regions, each with its cities or districts', async () => {
    const answer = await h.call<{
      data: Array<{
        code: string;
        name: string;
        delivery_type: string;
        estimate_days: { min: number; max: number };
        cities: Array<{ code: string; name: string }>;
      }>;
    }>('GET', '/api/delivery/regions', { headers: { 'X-LANG': 'ru' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.code)).toEqual([
      'tashkent',
      'tashkent-region',
      'andijan',
      'bukhara',
      'fergana',
      'jizzakh',
      'namangan',
      'navoi',
      'kashkadarya',
      'samarkand',
      'syrdarya',
      'surkhandarya',
      'khorezm',
      'karakalpakstan',
    ]);
    const tashkent = answer.body.data[0]!;
    expect(tashkent.delivery_type).toBe('courier');
    expect(tashkent.cities).toHaveLength(12);
    expect(tashkent.cities[1]).toEqual({ code: 'chilonzor', name: 'Чиланзарский район' });
    for (const region of answer.body.data.slice(1)) {
      expect(region.delivery_type).toBe('regional');
      expect(region.cities.length).toBeGreaterThanOrEqual(6);
      expect(region.estimate_days.min).toBeGreaterThanOrEqual(1);
    }
    const khorezm = answer.body.data.find((r) => r.code === 'khorezm')!;
    expect(khorezm.name).toBe('Хорезмская область');
    expect(khorezm.cities[0]).toEqual({ code: 'urganch', name: 'Ургенч' });
  });
});

describe('regional delivery and perishables', () => {
  it('quotes the tariff, the days and the perishable lines before the order', async () => {
    const answer = await h.call<{
      data: {
        fee: number;
        weight_grams: number;
        estimate_days: { min: number; max: number };
        blocked_lines: Array<{ product_id: number; name: string; reason: string }>;
      };
    }>('POST', '/api/delivery/quote', {
      body: {
        region: 'khorezm',
        lines: [
          { product_id: MILK, quantity: 2 },
          { product_id: POWDER, quantity: 1 },
        ],
      },
      headers: { 'X-LANG': 'en' },
    });
    expect(answer.status).toBe(200);
    // 2 × 1 060 g of milk + 3 100 g of powder = 5 220 g: 25 000 for the first kilogram, 5 000
    // for each of the 5 started kilograms more.
    expect(answer.body.data.weight_grams).toBe(5220);
    expect(answer.body.data.fee).toBe(50000);
    expect(answer.body.data.estimate_days).toEqual({ min: 3, max: 5 });
    expect(answer.body.data.blocked_lines).toEqual([
      { product_id: MILK, name: expect.stringContaining('Milk'), reason: 'perishable' },
    ]);
  });

  it('refuses a regional order with perishable lines by name, and takes it without them', async () => {
    const delivery = {
      type: 'regional',
      region: 'khorezm',
      city: 'urganch',
      address: 'Al-Xorazmiy 12',
    };
    const payment = { type: 'card', card_id: cardId };
    const refused = await placeOrder({
      delivery,
      payment,
      lines: [
        { product_id: MILK, quantity: 1 },
        { product_id: DRIED_APRICOTS, quantity: 1 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('perishables_not_shipped');
    expect(refused.body.blocked_lines?.map((line) => line.product_id)).toEqual([MILK]);

    const placed = await placeOrder({
      delivery,
      payment,
      lines: [{ product_id: DRIED_APRICOTS, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
  });

  it('takes a city of the region only', async () => {
    const answer = await placeOrder({
      delivery: { type: 'regional', region: 'khorezm', city: 'nukus', address: 'Dosnazarov 3' },
      payment: { type: 'card', card_id: cardId },
      lines: [{ product_id: DRIED_APRICOTS, quantity: 1 }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([
      expect.objectContaining({ field: 'delivery.city', code: 'not_found' }),
    ]);
  });
});

/** Places an order at its current total (read from a first, refused attempt). */
async function placeOrder(body: Record<string, unknown>, user = token) {
  const send = (expected_total: number) =>
    h.call<{ data: { id: number; delivery: { window?: unknown } } } & ErrorBody>(
      'POST',
      '/api/orders/',
      {
        token: user,
        body: {
          receiver: { name: 'Aziz', surname: 'Karimov', phone: '+998901234567' },
          payment: { type: 'cash' },
          expected_total,
          ...body,
        },
        headers: { 'Idempotency-Key': randomUUID(), 'X-LANG': 'en' },
      },
    );
  const first = await send(0);
  if (first.status !== 409 || first.body.code !== 'price_changed') return first;
  return send(first.body.total!);
}

async function windows(query: string) {
  const answer = await h.call<{ data: Window[]; meta: { cutoff_minutes: number; days: number } }>(
    'GET',
    `/api/delivery/windows?${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('delivery windows', () => {
  it('offers two-hour courier windows within hours for today and the next two days', async () => {
    const list = await windows('type=courier&region=tashkent');
    expect(list.meta).toEqual({ cutoff_minutes: 60, days: 3 });
    expect(list.data).toHaveLength(18);
    const today = list.data.filter((w) => w.date === '2026-11-22');
    expect(today.map((w) => `${w.starts_at}-${w.ends_at}`)).toEqual([
      '09:00-11:00',
      '11:00-13:00',
      '13:00-15:00',
      '15:00-17:00',
      '17:00-19:00',
      '19:00-21:00',
    ]);
    // It is 13:00: windows starting before 14:00 are past their cut-off.
    expect(today.map((w) => w.available)).toEqual([false, false, false, true, true, true]);
    expect(today[3]).toMatchObject({ id: 'courier-tashkent-20261122-1500', capacity: 8, left: 8 });
  });

  it('lists pickup windows within the store hours, one date when asked', async () => {
    const list = await windows('type=pickup&store_id=2&date=2026-11-23');
    expect(list.data.map((w) => w.starts_at)).toEqual([
      '07:00',
      '09:00',
      '11:00',
      '13:00',
      '15:00',
      '17:00',
      '19:00',
    ]);
    expect(list.data.every((w) => w.capacity === 12 && w.available)).toBe(true);
  });

  it('has no courier windows outside Tashkent', async () => {
    const answer = await h.call<ErrorBody>(
      'GET',
      '/api/delivery/windows?type=courier&region=khorezm',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.fields?.[0]).toMatchObject({ field: 'region', code: 'not_allowed' });
  });

  it('takes a place with the order and shows the window in the order', async () => {
    const id = 'courier-tashkent-20261123-0900';
    const placed = await placeOrder({
      delivery: {
        type: 'courier',
        region: 'tashkent',
        city: 'yunusobod',
        address: 'Amir Temur 108',
        window_id: id,
      },
      lines: [{ product_id: POWDER, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.delivery.window).toEqual({
      id,
      date: '2026-11-23',
      starts_at: '09:00',
      ends_at: '11:00',
    });
    const list = await windows('type=courier&region=tashkent&date=2026-11-23');
    expect(list.data.find((w) => w.id === id)?.left).toBe(7);
  });

  it('refuses a window past its cut-off and a window on express delivery', async () => {
    const closed = await placeOrder({
      delivery: {
        type: 'pickup',
        region: 'tashkent',
        store_id: 1,
        window_id: 'pickup-1-20261122-1200',
      },
      lines: [{ product_id: DRIED_APRICOTS, quantity: 1 }],
    });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('window_closed');
    const express = await placeOrder({
      delivery: {
        type: 'express',
        region: 'tashkent',
        city: 'chilonzor',
        address: 'Bunyodkor 1',
        window_id: 'courier-tashkent-20261123-0900',
      },
      payment: { type: 'card', card_id: cardId },
      lines: [{ product_id: DRIED_APRICOTS, quantity: 1 }],
    });
    expect(express.status).toBe(422);
    expect(express.body.fields).toEqual([
      expect.objectContaining({ field: 'delivery.window_id', code: 'not_allowed' }),
    ]);
  });

  it('sells the last place of a window once, however many orders race for it', async () => {
    const id = 'pickup-1-20261124-1000';
    await h.api.db.query(
      'INSERT INTO delivery_window_places (window_id, capacity, taken) VALUES ($1, 5, 4)',
      [id],
    );
    const stockBefore = (
      await h.api.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
        DRIED_APRICOTS,
      ])
    ).rows[0]!.stock;
    const body = (key: string) => ({
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify({
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1, window_id: id },
        receiver: { name: 'Aziz', surname: 'Karimov', phone: '+998901234567' },
        payment: { type: 'cash' },
        lines: [{ product_id: DRIED_APRICOTS, quantity: 1 }],
        expected_total: 38000,
      }),
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${h.baseUrl}/api/orders/`, body(randomUUID())).then(async (response) => ({
          status: response.status,
          code: ((await response.json()) as { code?: string }).code,
        })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.code === 'window_full')).toHaveLength(11);
    const { rows } = await h.api.db.query<{ taken: number; stock: number }>(
      `SELECT (SELECT taken FROM delivery_window_places WHERE window_id = $1) AS taken,
              (SELECT stock FROM products WHERE id = $2) AS stock`,
      [id, DRIED_APRICOTS],
    );
    expect(rows[0]).toEqual({ taken: 5, stock: stockBefore - 1 });
  });
});
