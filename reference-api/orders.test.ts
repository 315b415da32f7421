import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let nowMs = Date.parse('2026-11-22T08:00:00Z');
const advance = (seconds: number) => {
  nowMs += seconds * 1000;
};

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs), paymentDelayMs: 1000 });
  alice = await h.signIn('+998901230001');
  bob = await h.signIn('+998911230002');
}, 180_000);
afterAll(async () => h?.close());

type ErrorBody = {
  code: string;
  fields?: Array<{ field: string; code: string }>;
  lines?: Array<{ product_id: number; requested_quantity: number; available_quantity: number }>;
  expected_total?: number;
  total?: number;
};
type Card = {
  id: number;
  masked_number: string;
  brand: string;
  expire: string;
  is_default: boolean;
};
type Order = {
  id: number;
  number: string;
  transaction_id: string;
  status: string;
  payment_status: string;
  payment_failure_reason: string | null;
  delivery: { type: string; store_name?: string };
  lines: Array<{ slug: string; quantity: number; line_total: number }>;
  subtotal: number;
  delivery_fee: number | null;
  total: number;
  status_history: Array<{ status: string }>;
};

const MILK = 1; // milk-1l, 14 500
const YOGURT = 3; // yogurt-last-units, 9 900, stock 3
const APPLE = 7; // apple-golden, 18 000 per kg, step 500 g
const POWDER = 8; // washing-powder-3kg, 85 000, 3 100 g

async function stock(productId: number): Promise<number> {
  const { rows } = await h.api.db.query<{ stock: number }>(
    'SELECT stock FROM products WHERE id = $1',
    [productId],
  );
  return rows[0]!.stock;
}

const receiver = { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' };
const pickup = { type: 'pickup', region: 'tashkent', store_id: 1 };
const courier = {
  type: 'courier',
  region: 'tashkent',
  city: 'Yunusobod',
  address: 'Amir Temur 108',
};

function order(
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  lang = 'uz',
) {
  return h.call<{ data: Order } & ErrorBody>('POST', '/api/orders/', {
    token,
    body: { receiver, payment: { type: 'cash' }, ...body },
    headers: { 'Idempotency-Key': key, 'X-LANG': lang },
  });
}

async function addCard(token: string, number: string, expire = '09/28') {
  const created = await h.call<{ data: { request_id: string } }>(
    'POST',
    '/api/payments/card/create',
    {
      token,
      body: { number, expire },
    },
  );
  expect(created.status).toBe(200);
  return created.body.data.request_id;
}

async function saveCard(token: string, number: string): Promise<Card> {
  const requestId = await addCard(token, number);
  const confirmed = await h.call<{ data: Card }>('POST', '/api/payments/card/confirm', {
    token,
    body: { request_id: requestId, code: '666666' },
  });
  expect(confirmed.status).toBe(201);
  return confirmed.body.data;
}

describe('cards', () => {
  it('binds a card with the code texted to the linked phone and keeps only the masked number', async () => {
    const created = await h.call<{
      data: { request_id: string; phone_masked: string; resend_after: number; code_length: number };
    }>('POST', '/api/payments/card/create', {
      token: alice,
      body: { number: '8600000000000015', expire: '09/28' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      phone_masked: '99890*****01',
      resend_after: 60,
      code_length: 6,
    });
    const message = h.api.outbox.list().at(-1)!;
    expect(message).toMatchObject({ phone: '+998901230001', purpose: 'card', code: '666666' });
    expect(message.text).not.toContain('8600000000000015');

    const wrong = await h.call<ErrorBody>('POST', '/api/payments/card/confirm', {
      token: alice,
      body: { request_id: created.body.data.request_id, code: '123456' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('invalid_code');

    const foreign = await h.call('POST', '/api/payments/card/confirm', {
      token: bob,
      body: { request_id: created.body.data.request_id, code: '666666' },
    });
    expect(foreign.status).toBe(404);

    const saved = await h.call<{ data: Card }>('POST', '/api/payments/card/confirm', {
      token: alice,
      body: { request_id: created.body.data.request_id, code: '666666' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      masked_number: '8600 •••• •••• 0015',
      brand: 'uzcard',
      expire: '09/28',
      is_default: true,
    });
    const list = await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: alice });
    expect(list.body.data.map((c) => c.masked_number)).toEqual(['8600 •••• •••• 0015']);
    expect(
      (await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: bob })).body.data,
    ).toEqual([]);

    const dump = await h.api.db.query<{ row: string }>(
      'SELECT row_to_json(c)::text AS row FROM cards c',
    );
    expect(dump.rows.map((r) => r.row).join()).not.toContain('8600000000000015');
  });

  it('refuses the same card twice and a resend within 60 s', async () => {
    const again = await h.call<ErrorBody>('POST', '/api/payments/card/create', {
      token: alice,
      body: { number: '8600000000000015', expire: '09/28' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('card_already_added');
    await addCard(bob, '9860000000000018');
    const soon = await h.call('POST', '/api/payments/card/create', {
      token: bob,
      body: { number: '9860000000000018', expire: '09/28' },
    });
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('60');
  });

  it('follows the test cards: wrong code, expired, and invalid numbers', async () => {
    const requestId = await addCard(bob, '8600000000000023');
    const rejected = await h.call<ErrorBody>('POST', '/api/payments/card/confirm', {
      token: bob,
      body: { request_id: requestId, code: '666666' },
    });
    expect(rejected.body.code).toBe('invalid_code');

    for (const [number, expire, code] of [
      ['8600000000000049', '09/28', 'card_expired'],
      ['8600000000000015', '01/24', 'card_expired'],
      ['8600000000000016', '09/28', 'invalid_card_number'],
      ['1234567812345670', '09/28', 'invalid_card_number'],
      ['8600 0000 0000 0015', '09/28', 'invalid_card_number'],
    ] as const) {
      const res = await h.call<ErrorBody>('POST', '/api/payments/card/create', {
        token: bob,
        body: { number, expire },
      });
      expect(res.status, number).toBe(422);
      expect(res.body.code, number).toBe(code);
    }
  });

  it('blocks a binding after five wrong codes and expires it after five minutes', async () => {
    const requestId = await addCard(bob, '4111111111111111');
    const confirm = (code: string) =>
      h.call<ErrorBody>('POST', '/api/payments/card/confirm', {
        token: bob,
        body: { request_id: requestId, code },
      });
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await confirm('000000')).status).toBe(422);
    expect((await confirm('000000')).status).toBe(429);
    expect((await confirm('666666')).status).toBe(429);

    const later = await addCard(bob, '5555555555554444');
    advance(301);
    const expired = await h.call<ErrorBody>('POST', '/api/payments/card/confirm', {
      token: bob,
      body: { request_id: later, code: '666666' },
    });
    expect(expired.status).toBe(410);
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/api/payments/cards')).status).toBe(401);
  });
});

describe('placing orders', () => {
  it('takes a pickup order paid in cash at server prices and takes the stock', async () => {
    const before = await stock(MILK);
    const res = await order(alice, {
      delivery: pickup,
      lines: [{ product_id: MILK, quantity: 2 }],
      expected_total: 29000,
    });
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      status: 'confirmed',
      payment_status: 'unpaid',
      subtotal: 29000,
      delivery_fee: 0,
      total: 29000,
      delivery: { type: 'pickup', store_name: 'Savat Chilonzor' },
    });
    expect(created.number).toMatch(/^SV-261122-\d{4,}$/);
    expect(res.headers.get('location')).toBe(`/api/orders/${created.id}/details`);
    expect(await stock(MILK)).toBe(before - 2);
  });

  it('charges the courier fee below the free-delivery threshold and nothing at it', async () => {
    const small = await order(alice, {
      delivery: courier,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500 + 15000,
    });
    expect(small.body.data).toMatchObject({ subtotal: 14500, delivery_fee: 15000, total: 29500 });
    const large = await order(alice, {
      delivery: courier,
      lines: [{ product_id: POWDER, quantity: 4 }],
      expected_total: 340000,
    });
    expect(large.body.data).toMatchObject({ delivery_fee: 0, total: 340000 });
  });

  it('leaves the express fee to the taxi service', async () => {
    const cards = await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: alice });
    const res = await order(alice, {
      delivery: { ...courier, type: 'express' },
      payment: { type: 'card', card_id: cards.body.data[0]!.id },
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    });
    expect(res.body.data).toMatchObject({ delivery_fee: null, total: 14500 });
  });

  it('prices goods by weight and regional delivery by the tariff', async () => {
    const cards = await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: alice });
    const res = await order(alice, {
      delivery: { type: 'regional', region: 'samarkand', city: 'Samarqand', address: 'Registon 1' },
      payment: { type: 'card', card_id: cards.body.data[0]!.id },
      lines: [
        { product_id: APPLE, quantity: 1500 },
        { product_id: POWDER, quantity: 1 },
      ],
      // 1.5 kg × 18 000 + 85 000; 4 600 g → 25 000 + 4 × 5 000.
      expected_total: 27000 + 85000 + 45000,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.lines.map((l) => l.line_total)).toEqual([27000, 85000]);
    expect(res.body.data.delivery_fee).toBe(45000);
  });

  it('answers 409 price_changed with the current total when the client total is off', async () => {
    const before = await stock(MILK);
    const res = await order(alice, {
      delivery: pickup,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'price_changed', expected_total: 1, total: 14500 });
    expect(await stock(MILK)).toBe(before);
  });

  it('answers 409 stock_conflict with what is available and reserves nothing', async () => {
    const res = await order(alice, {
      delivery: pickup,
      lines: [
        { product_id: MILK, quantity: 1 },
        { product_id: YOGURT, quantity: 4 },
      ],
      expected_total: 14500 + 4 * 9900,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stock_conflict');
    expect(res.body.lines).toEqual([
      expect.objectContaining({ product_id: YOGURT, requested_quantity: 4, available_quantity: 3 }),
    ]);
    expect(await stock(YOGURT)).toBe(3);
  });

  it('checks delivery and payment rules with field errors', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ delivery: courier, payment: { type: 'card_on_receipt' } }, 'payment.type', 'not_allowed'],
      [{ delivery: { ...courier, type: 'express' } }, 'payment.type', 'not_allowed'],
      [
        {
          delivery: { type: 'regional', region: 'bukhara', city: 'Buxoro', address: 'Navoiy 5' },
        },
        'payment.type',
        'not_allowed',
      ],
      [{ delivery: { type: 'pickup', region: 'tashkent' } }, 'delivery.store_id', 'required'],
      [{ delivery: { ...pickup, store_id: 99 } }, 'delivery.store_id', 'not_found'],
      [{ delivery: { ...courier, region: 'samarkand' } }, 'delivery.region', 'not_allowed'],
      [{ delivery: { ...courier, type: 'regional' } }, 'delivery.region', 'not_allowed'],
      [
        { delivery: { type: 'courier', region: 'tashkent', city: 'Yunusobod' } },
        'delivery.address',
        'required',
      ],
      [{ delivery: pickup, payment: { type: 'card' } }, 'payment.card_id', 'required'],
      [
        { delivery: pickup, payment: { type: 'card', card_id: 999 } },
        'payment.card_id',
        'not_found',
      ],
      [
        { delivery: pickup, lines: [{ product_id: APPLE, quantity: 1250 }] },
        'lines.0.quantity',
        'invalid',
      ],
      [
        { delivery: pickup, lines: [{ product_id: 999, quantity: 1 }] },
        'lines.0.product_id',
        'not_found',
      ],
      [
        { delivery: pickup, lines: [{ product_id: MILK, quantity: -1 }] },
        'lines.0.quantity',
        'too_small',
      ],
      [{ delivery: pickup, lines: [] }, 'lines', 'too_short'],
      [
        { delivery: pickup, receiver: { ...receiver, phone: '+998711234567' } },
        'receiver.phone',
        'invalid',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await order(alice, {
        lines: [{ product_id: MILK, quantity: 1 }],
        expected_total: 14500,
        ...body,
      });
      expect(res.status, field).toBe(422);
      expect(res.body.fields, field).toContainEqual(expect.objectContaining({ field, code }));
    }
  });

  it('refuses a card that belongs to someone else', async () => {
    const cards = await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: alice });
    const res = await order(bob, {
      delivery: pickup,
      payment: { type: 'card', card_id: cards.body.data[0]!.id },
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    });
    expect(res.status).toBe(422);
  });

  it('answers a retry with the same Idempotency-Key with the same order, once', async () => {
    const key = randomUUID();
    const body = {
      delivery: pickup,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    };
    const before = await stock(MILK);
    const first = await order(alice, body, key);
    const retry = await order(alice, body, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await stock(MILK)).toBe(before - 1);
    const reused = await order(
      alice,
      { ...body, lines: [{ product_id: MILK, quantity: 2 }], expected_total: 29000 },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('refuses a missing Idempotency-Key, a malformed body and a missing token', async () => {
    const noKey = await h.call<ErrorBody>('POST', '/api/orders/', {
      token: alice,
      body: {
        delivery: pickup,
        receiver,
        payment: { type: 'cash' },
        lines: [{ product_id: 1, quantity: 1 }],
        expected_total: 14500,
      },
    });
    expect(noKey.status).toBe(422);
    const malformed = await h.call('POST', '/api/orders/', {
      token: alice,
      raw: '{"delivery":',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    });
    expect(malformed.status).toBe(400);
    expect((await order('', { delivery: pickup, lines: [], expected_total: 0 })).status).toBe(401);
  });
});

describe('card payments', () => {
  it('moves a paid card order to confirmed/paid', async () => {
    const cards = await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token: alice });
    const res = await order(alice, {
      delivery: pickup,
      payment: { type: 'card', card_id: cards.body.data[0]!.id },
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    });
    expect(res.body.data).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
    advance(2);
    const polled = await h.call<{ data: Order }>(
      'GET',
      `/api/orders/${res.body.data.transaction_id}`,
      {
        token: alice,
      },
    );
    expect(polled.body.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(polled.body.data.status_history.map((s) => s.status)).toEqual([
      'awaiting_payment',
      'confirmed',
    ]);
  });

  it('cancels an order whose card has insufficient funds and puts the stock back', async () => {
    const card = await saveCard(alice, '8600000000000031');
    const before = await stock(POWDER);
    const res = await order(alice, {
      delivery: pickup,
      payment: { type: 'card', card_id: card.id },
      lines: [{ product_id: POWDER, quantity: 1 }],
      expected_total: 85000,
    });
    expect(await stock(POWDER)).toBe(before - 1);
    advance(2);
    const polled = await h.call<{ data: Order }>('GET', `/api/orders/${res.body.data.id}/details`, {
      token: alice,
    });
    expect(polled.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure_reason: 'insufficient_funds',
    });
    expect(await stock(POWDER)).toBe(before);
  });
});

describe('reading orders', () => {
  it('lists only the caller’s orders, newest first, in pages and by status group', async () => {
    const all = await h.call<{
      data: Array<{ id: number; lines_count: number; images: string[] }>;
      meta: { total: number };
    }>('GET', '/api/orders/list?per_page=50', { token: alice });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await h.call<{ data: unknown[]; meta: { page: number; pages: number } }>(
      'GET',
      '/api/orders/list?page=2&per_page=2',
      { token: alice },
    );
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.pages).toBe(Math.ceil(all.body.meta.total / 2));
    const cancelled = await h.call<{ data: Array<{ status: string }> }>(
      'GET',
      '/api/orders/list?status=cancelled',
      {
        token: alice,
      },
    );
    expect(cancelled.body.data.map((o) => o.status)).toEqual(['cancelled']);
    expect(
      (await h.call<{ data: unknown[] }>('GET', '/api/orders/list', { token: bob })).body.data,
    ).toEqual([]);
    expect((await h.call('GET', '/api/orders/list?per_page=51', { token: alice })).status).toBe(
      422,
    );
  });

  it('answers another user’s order exactly like a missing one', async () => {
    const mine = await order(alice, {
      delivery: pickup,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    });
    const { id, transaction_id: tid } = mine.body.data;
    expect((await h.call('GET', `/api/orders/${id}/details`, { token: alice })).status).toBe(200);
    const theirs = await h.call<ErrorBody>('GET', `/api/orders/${id}/details`, { token: bob });
    const missing = await h.call<ErrorBody>('GET', '/api/orders/999999/details', { token: bob });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await h.call('GET', `/api/orders/${tid}`, { token: bob })).status).toBe(404);
    expect((await h.call('GET', `/api/orders/${tid}`)).status).toBe(401);
  });
});

describe('concurrency', () => {
  it('sells the last units exactly once when many shoppers order at once', async () => {
    const shoppers = [alice, bob];
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        order(shoppers[index % 2]!, {
          delivery: pickup,
          lines: [{ product_id: YOGURT, quantity: 1 }],
          expected_total: 9900,
        }),
      ),
    );
    const statuses = attempts.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stock(YOGURT)).toBe(0);
    const sold = await h.api.db.query<{ sold: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS sold FROM order_lines WHERE product_id = $1',
      [YOGURT],
    );
    expect(sold.rows[0]!.sold).toBe(3);
  });
});

describe('fulfilment', () => {
  it('moves a confirmed order through assembling and handing over to completed, in time', async () => {
    const placed = await order(bob, {
      delivery: courier,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 29500,
    });
    expect(placed.status).toBe(201);
    const pickupOrder = await order(bob, {
      delivery: pickup,
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14500,
    });
    const read = async (id: number) =>
      (await h.call<{ data: Order }>('GET', `/api/orders/${id}/details`, { token: bob })).body.data;

    advance(3 * 60);
    expect((await read(placed.body.data.id)).status).toBe('assembling');
    advance(20 * 60);
    expect((await read(placed.body.data.id)).status).toBe('in_delivery');
    expect((await read(pickupOrder.body.data.id)).status).toBe('ready_for_pickup');
    advance(40 * 60);
    const done = await read(placed.body.data.id);
    expect(done).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(done.status_history.map((entry) => entry.status)).toEqual([
      'confirmed',
      'assembling',
      'in_delivery',
      'completed',
    ]);
  });
});
