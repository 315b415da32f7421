import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsStatuses, statusSmsText } from './domain/status-sms.ts';
import { startHarness, type Harness } from './test/harness.ts';

let nowMs = Date.parse('2026-11-23T07:00:00Z');
const advance = (minutes: number) => {
  nowMs += minutes * 60_000;
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs), paymentDelayMs: 1000 });
}, 180_000);
afterAll(async () => h?.close());

const MILK = 1; // milk-1l, 14 500
const receiver = { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' };
const pickup = { type: 'pickup', region: 'tashkent', store_id: 1 };
const courier = {
  type: 'courier',
  region: 'tashkent',
  city: 'Yunusobod',
  address: 'Amir Temur 108',
};

type Order = { id: number; number: string; status: string };

async function place(
  token: string,
  lang: string,
  delivery: Record<string, unknown> = pickup,
  payment: Record<string, unknown> = { type: 'cash' },
): Promise<Order> {
  const placed = await h.call<{ data: Order }>('POST', '/api/orders/', {
    token,
    body: {
      delivery,
      receiver,
      payment,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: delivery.type === 'pickup' ? 14500 : 29500,
    },
    headers: { 'Idempotency-Key': randomUUID(), 'X-LANG': lang },
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

const read = async (token: string, id: number) =>
  (await h.call<{ data: Order }>('GET', `/api/orders/${id}/details`, { token })).body.data;

function statusTexts(phone: string) {
  return h.api.outbox
    .list()
    .filter((message) => message.phone === phone && message.purpose === 'order-status')
    .map((message) => message.text);
}

describe('status SMS texts', () => {
  it('tells every step in Uzbek, Russian and English with the order number', () => {
    expect(statusSmsText('assembling', 'uz', 'SV-261123-0001')).toBe(
      'Savat: SV-261123-0001 buyurtmangiz yigʻilmoqda.',
    );
    expect(statusSmsText('ready_for_pickup', 'ru', 'SV-261123-0001')).toBe(
      'Savat: заказ SV-261123-0001 готов, его можно забрать в магазине.',
    );
    expect(statusSmsText('in_delivery', 'en', 'SV-261123-0001')).toBe(
      'Savat: your order SV-261123-0001 is on its way with the courier.',
    );
    expect(statusSmsText('completed', 'ru', 'SV-261123-0001')).toBe(
      'Savat: заказ SV-261123-0001 получен. Спасибо за покупку!',
    );
    expect(statusSmsText('cancelled', 'uz', 'SV-261123-0001')).toBe(
      'Savat: SV-261123-0001 buyurtmangiz bekor qilindi.',
    );
    const all = (['uz', 'ru', 'en'] as const).flatMap((lang) =>
      smsStatuses.map((status) => statusSmsText(status, lang, 'SV-261123-0042')),
    );
    expect(new Set(all).size).toBe(15);
    for (const text of all) {
      expect(text).toContain('SV-261123-0042');
      // One SMS part in Cyrillic (UCS-2) holds 70 characters; two parts hold 134.
      expect(text.length).toBeLessThanOrEqual(134);
    }
  });
});

describe('status SMS to the shopper', () => {
  it('tells each step of a pickup order in the language it was placed in', async () => {
    const phone = '+998901236001';
    const token = await h.signIn(phone);
    const order = await place(token, 'ru');
    advance(3);
    expect((await read(token, order.id)).status).toBe('assembling');
    advance(20);
    await read(token, order.id);
    advance(40);
    await read(token, order.id);
    expect(statusTexts(phone)).toEqual([
      `Savat: заказ ${order.number} собирается.`,
      `Savat: заказ ${order.number} готов, его можно забрать в магазине.`,
      `Savat: заказ ${order.number} получен. Спасибо за покупку!`,
    ]);
  });

  it('tells a courier order in English, even when it is read in another language', async () => {
    const phone = '+998901236002';
    const token = await h.signIn(phone);
    const order = await place(token, 'en', courier);
    advance(21);
    const answer = await h.call<{ data: Order }>('GET', `/api/orders/${order.id}/details`, {
      token,
      headers: { 'X-LANG': 'uz' },
    });
    expect(answer.body.data.status).toBe('in_delivery');
    // Both steps were passed before anyone looked: the shopper hears of the last one only.
    expect(statusTexts(phone)).toEqual([
      `Savat: your order ${order.number} is on its way with the courier.`,
    ]);
  });

  it('tells a cancellation in Uzbek, once, and nothing for a refused cancel', async () => {
    const phone = '+998901236003';
    const token = await h.signIn(phone);
    const order = await place(token, 'uz');
    const cancelled = await h.call('POST', `/api/orders/${order.id}/cancel`, { token, body: {} });
    expect(cancelled.status).toBe(200);
    await h.call('POST', `/api/orders/${order.id}/cancel`, { token, body: {} });
    expect(statusTexts(phone)).toEqual([`Savat: ${order.number} buyurtmangiz bekor qilindi.`]);

    const assembling = await place(token, 'uz');
    advance(3);
    const refused = await h.call('POST', `/api/orders/${assembling.id}/cancel`, {
      token,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(statusTexts(phone)).toEqual([
      `Savat: ${order.number} buyurtmangiz bekor qilindi.`,
      `Savat: ${assembling.number} buyurtmangiz yigʻilmoqda.`,
    ]);
  });

  it('keeps the language of the first request when the order is placed again with its key', async () => {
    const phone = '+998901236004';
    const token = await h.signIn(phone);
    const key = randomUUID();
    const body = {
      delivery: pickup,
      receiver,
      payment: { type: 'cash' },
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    };
    const first = await h.call<{ data: Order }>('POST', '/api/orders/', {
      token,
      body,
      headers: { 'Idempotency-Key': key, 'X-LANG': 'en' },
    });
    await h.call('POST', '/api/orders/', {
      token,
      body,
      headers: { 'Idempotency-Key': key, 'X-LANG': 'ru' },
    });
    advance(3);
    await read(token, first.body.data.id);
    expect(statusTexts(phone)).toEqual([
      `Savat: your order ${first.body.data.number} is being assembled.`,
    ]);
  });

  it('tells nothing once the account is deleted', async () => {
    const phone = '+998901236005';
    const token = await h.signIn(phone);
    const order = await place(token, 'ru');
    expect((await h.call('DELETE', '/api/profile', { token })).status).toBe(204);
    advance(3);
    const { rows } = await h.api.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]?.status).toBe('confirmed');
    await h.api.db.query("UPDATE orders SET status = 'assembling' WHERE id = $1", [order.id]);
    expect(statusTexts(phone)).toEqual([]);
  });
});

describe('moving an order on from the development endpoint', () => {
  const advanceOrder = (body: unknown) =>
    fetch(`${h.baseUrl}/__dev/orders/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('takes the next step at once and texts it', async () => {
    const phone = '+998901236006';
    const token = await h.signIn(phone);
    const order = await place(token, 'en', courier);
    for (const status of ['assembling', 'in_delivery', 'completed']) {
      const moved = await advanceOrder({ id: order.id });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toEqual({ id: order.id, status });
    }
    expect((await read(token, order.id)).status).toBe('completed');
    expect(statusTexts(phone)).toEqual([
      `Savat: your order ${order.number} is being assembled.`,
      `Savat: your order ${order.number} is on its way with the courier.`,
      `Savat: your order ${order.number} has been handed over. Thank you!`,
    ]);
    expect((await advanceOrder({ id: order.id })).status).toBe(422);
    expect((await advanceOrder({ id: 'x' })).status).toBe(422);
    expect((await advanceOrder({ id: 999_999 })).status).toBe(404);
  });
});
