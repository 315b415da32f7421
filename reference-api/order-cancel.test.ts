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
let aliceCard: number;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date(nowMs), paymentDelayMs: 1000 });
  alice = await h.signIn('+998901230011');
  bob = await h.signIn('+998911230012');
  const created = await h.call<{ data: { request_id: string } }>(
    'POST',
    '/api/payments/card/create',
    { token: alice, body: { number: '8600000000000015', expire: '09/28' } },
  );
  const confirmed = await h.call<{ data: { id: number } }>('POST', '/api/payments/card/confirm', {
    token: alice,
    body: { request_id: created.body.data.request_id, code: '666666' },
  });
  aliceCard = confirmed.body.data.id;
}, 180_000);
afterAll(async () => h?.close());

type Order = {
  id: number;
  status: string;
  payment_status: string;
  total: number;
  status_history: Array<{ status: string }>;
  cancellation?: { at: string; reason: string | null };
  refund?: { amount: number; at: string };
};
type Answer = { data: Order } & { code?: string; message?: string };

const MILK = 1; // milk-1l, 14 500
const POWDER = 8; // washing-powder-3kg, 85 000

async function stock(productId: number): Promise<number> {
  const { rows } = await h.api.db.query<{ stock: number }>(
    'SELECT stock FROM products WHERE id = $1',
    [productId],
  );
  return rows[0]!.stock;
}

async function refunds(orderId: number) {
  const { rows } = await h.api.db.query<{ amount: number; card_id: number | null }>(
    'SELECT amount, card_id FROM refunds WHERE order_id = $1',
    [orderId],
  );
  return rows;
}

async function place(token: string, payment: Record<string, unknown>, quantity = 2) {
  const placed = await h.call<Answer>('POST', '/api/orders/', {
    token,
    body: {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment,
      lines: [{ product_id: MILK, quantity }],
      expected_total: 14500 * quantity,
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

function cancel(token: string, id: number, body: Record<string, unknown> = {}, lang = 'uz') {
  return h.call<Answer>('POST', `/api/orders/${id}/cancel`, {
    token,
    body,
    headers: { 'X-LANG': lang },
  });
}

describe('cancelling an order', () => {
  it('cancels a confirmed cash order with the reason and puts its stock back', async () => {
    const before = await stock(MILK);
    const placed = await place(alice, { type: 'cash' });
    expect(placed.status).toBe('confirmed');
    expect(await stock(MILK)).toBe(before - 2);

    const answer = await cancel(alice, placed.id, { reason: '  Ordered the wrong size  ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      cancellation: { reason: 'Ordered the wrong size' },
    });
    expect(answer.body.data.refund).toBeUndefined();
    expect(answer.body.data.status_history.map((entry) => entry.status)).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(await stock(MILK)).toBe(before);
    expect(await refunds(placed.id)).toEqual([]);
  });

  it('refunds a paid card order in full, once, however often the cancel is sent', async () => {
    const placed = await place(alice, { type: 'card', card_id: aliceCard });
    advance(2);
    const paid = await h.call<Answer>('GET', `/api/orders/${placed.id}/details`, { token: alice });
    expect(paid.body.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' });

    const answer = await cancel(alice, placed.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      cancellation: { reason: null },
      refund: { amount: 29000 },
    });
    expect(await refunds(placed.id)).toEqual([{ amount: 29000, card_id: aliceCard }]);

    const again = await cancel(alice, placed.id, { reason: 'twice' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      payment_status: 'refunded',
      cancellation: { reason: null },
    });
    expect(await refunds(placed.id)).toHaveLength(1);
  });

  it('finishes a charge still running, then refunds it', async () => {
    const placed = await place(alice, { type: 'card', card_id: aliceCard }, 1);
    expect(placed).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
    const answer = await cancel(alice, placed.id);
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund: { amount: 14500 },
    });
    expect(await refunds(placed.id)).toEqual([{ amount: 14500, card_id: aliceCard }]);
    // The settlement that was scheduled finds nothing left to charge.
    advance(2);
    const later = await h.call<Answer>('GET', `/api/orders/${placed.id}/details`, { token: alice });
    expect(later.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  });

  it('refuses once pickers have started assembling, and keeps the order as it is', async () => {
    const placed = await place(alice, { type: 'cash' });
    advance(3 * 60);
    const before = await stock(MILK);
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const answer = await cancel(alice, placed.id, {}, lang);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('order_not_cancellable');
      expect(answer.body.message).toBe(
        {
          uz: 'Buyurtma yigʻilmoqda, uni endi bekor qilib boʻlmaydi.',
          ru: 'Заказ уже собирают, отменить его нельзя.',
          en: 'The order is already being assembled and can no longer be cancelled.',
        }[lang],
      );
    }
    const read = await h.call<Answer>('GET', `/api/orders/${placed.id}/details`, { token: alice });
    expect(read.body.data.status).toBe('assembling');
    expect(read.body.data.cancellation).toBeUndefined();
    expect(await stock(MILK)).toBe(before);

    advance(60 * 60);
    const completed = await cancel(alice, placed.id);
    expect(completed.status).toBe(409);
  });

  it('answers another shopper’s order exactly like a missing one', async () => {
    const placed = await place(alice, { type: 'cash' });
    const foreign = await cancel(bob, placed.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const missing = await cancel(bob, 999_999);
    expect(missing.status).toBe(404);
    const read = await h.call<Answer>('GET', `/api/orders/${placed.id}/details`, { token: alice });
    expect(read.body.data.status).toBe('confirmed');
  });

  it('refuses a reason over 500 characters and a call without a token', async () => {
    const placed = await place(alice, { type: 'cash' });
    const long = await cancel(alice, placed.id, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    const anonymous = await h.call('POST', `/api/orders/${placed.id}/cancel`, { body: {} });
    expect(anonymous.status).toBe(401);
    const read = await h.call<Answer>('GET', `/api/orders/${placed.id}/details`, { token: alice });
    expect(read.body.data.status).toBe('confirmed');
  });

  it('puts the stock of a cancelled weighed or packaged line back exactly', async () => {
    const before = await stock(POWDER);
    const placed = await h.call<Answer>('POST', '/api/orders/', {
      token: bob,
      body: {
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
        receiver: { name: 'Aziz', surname: 'Rahimov', phone: '+998911230012' },
        payment: { type: 'card_on_receipt' },
        lines: [{ product_id: POWDER, quantity: 2 }],
        expected_total: 170000,
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    expect(await stock(POWDER)).toBe(before - 2);
    expect((await cancel(bob, placed.body.data.id)).status).toBe(200);
    expect(await stock(POWDER)).toBe(before);
  });

  it('gives the order’s place in its delivery window back', async () => {
    type Slot = { id: string; left: number; available: boolean };
    const slots = async () => {
      const list = await h.call<{ data: Slot[] }>(
        'GET',
        '/api/delivery/windows?type=pickup&store_id=1&date=2026-11-23',
      );
      expect(list.status).toBe(200);
      return list.body.data;
    };
    const placesLeft = async (id: string) => (await slots()).find((slot) => slot.id === id)?.left;
    const id = (await slots()).find((slot) => slot.available)!.id;
    expect(await placesLeft(id)).toBe(12);
    const placed = await h.call<Answer>('POST', '/api/orders/', {
      token: bob,
      body: {
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1, window_id: id },
        receiver: { name: 'Aziz', surname: 'Rahimov', phone: '+998911230012' },
        payment: { type: 'cash' },
        lines: [{ product_id: MILK, quantity: 1 }],
        expected_total: 14500,
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    expect(await placesLeft(id)).toBe(11);

    expect((await cancel(bob, placed.body.data.id)).status).toBe(200);
    expect(await placesLeft(id)).toBe(12);
    // Cancelling it again gives nothing more back.
    expect((await cancel(bob, placed.body.data.id)).status).toBe(200);
    expect(await placesLeft(id)).toBe(12);
  });
});
