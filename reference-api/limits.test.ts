import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let nowMs = Date.parse('2026-11-22T08:00:00Z');
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    now: () => new Date(nowMs),
    limits: { ordersPerUserHour: 2, signInCodesPerIpHour: 3 },
  });
}, 180_000);
afterAll(async () => h?.close());

type ErrorBody = { code: string; retry_after?: number };

const pickupOrder = {
  delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
  receiver: { name: 'Aziz', surname: 'Rahimov', phone: '+998901234567' },
  payment: { type: 'cash' },
  lines: [{ product_id: 1, quantity: 1 }],
  expected_total: 14500,
};

function placeOrder(token: string, key: string) {
  return h.call<ErrorBody>('POST', '/api/orders/', {
    token,
    body: pickupOrder,
    headers: { 'Idempotency-Key': key, 'X-LANG': 'en' },
  });
}

describe('abuse limits', () => {
  it('caps orders per user and hour with 429 and Retry-After; retries of placed ones still answer', async () => {
    const token = await h.signIn('+998901119001');
    const first = randomUUID();
    expect((await placeOrder(token, first)).status).toBe(201);
    nowMs += 10 * 60_000;
    expect((await placeOrder(token, randomUUID())).status).toBe(201);

    const refused = await placeOrder(token, randomUUID());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    // The first order leaves the hour's window 50 minutes from now.
    expect(refused.body.retry_after).toBe(50 * 60);
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    // A retry of an order already placed is not a new order.
    expect((await placeOrder(token, first)).status).toBe(201);
    // Another shopper is not affected.
    const other = await h.signIn('+998911119002');
    expect((await placeOrder(other, randomUUID())).status).toBe(201);

    nowMs += 50 * 60_000 + 1000;
    expect((await placeOrder(token, randomUUID())).status).toBe(201);
  });

  it('caps sign-in codes per client address and hour', async () => {
    nowMs += 2 * 3600_000;
    const send = (phone: string) =>
      h.call<ErrorBody>('POST', '/api/auth/send-otp', { body: { phone, user_type: 'individual' } });
    // Two hours on, the codes sent for the sign-ins above no longer count.
    for (const phone of ['+998901119011', '+998901119012', '+998901119013']) {
      expect((await send(phone)).status).toBe(200);
    }
    const refused = await send('+998901119014');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
  });
});
