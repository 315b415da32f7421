import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness({ now: () => new Date('2026-11-22T08:00:00Z') });
  alice = await h.signIn('+998901230051');
  bob = await h.signIn('+998911230052');
}, 180_000);
afterAll(async () => h?.close());

const MILK = 1; // milk-1l, 14 500
const APPLE = 7; // apple-golden, 18 000 per kg, step 500 g

type Order = {
  id: number;
  substitution?: string;
  lines: Array<{ product_id: number; substitution?: string }>;
};
type ErrorBody = { code: string; fields?: Array<{ field: string; code: string }> };

function place(token: string, body: Record<string, unknown>) {
  return h.call<{ data: Order } & ErrorBody>('POST', '/api/orders/', {
    token,
    body: {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment: { type: 'cash' },
      ...body,
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

describe('substitutions', () => {
  it('keeps the order’s choice and a line’s own, and returns them in the details', async () => {
    const placed = await place(alice, {
      substitution: 'replace',
      lines: [
        { product_id: MILK, quantity: 2 },
        { product_id: APPLE, quantity: 1000, substitution: 'remove' },
      ],
      expected_total: 2 * 14_500 + 18_000,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.substitution).toBe('replace');
    const details = await h.call<{ data: Order }>(
      'GET',
      `/api/orders/${placed.body.data.id}/details`,
      { token: alice },
    );
    expect(details.status).toBe(200);
    expect(details.body.data.substitution).toBe('replace');
    expect(details.body.data.lines).toEqual([
      expect.not.objectContaining({ substitution: expect.anything() }),
      expect.objectContaining({ product_id: APPLE, substitution: 'remove' }),
    ]);
    const foreign = await h.call('GET', `/api/orders/${placed.body.data.id}/details`, {
      token: bob,
    });
    expect(foreign.status).toBe(404);
  });

  it('an order placed without a choice answers none', async () => {
    const placed = await place(alice, {
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14_500,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).not.toHaveProperty('substitution');
    expect(placed.body.data.lines[0]).not.toHaveProperty('substitution');
  });

  it('refuses one product’s lines asking for different substitutions, naming the later line', async () => {
    const refused = await place(alice, {
      substitution: 'call',
      lines: [
        { product_id: MILK, quantity: 1, substitution: 'replace' },
        { product_id: MILK, quantity: 1, substitution: 'remove' },
      ],
      expected_total: 29_000,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.fields).toEqual([
      expect.objectContaining({ field: 'lines.1.substitution', code: 'invalid' }),
    ]);
  });

  it('one product’s lines asking for the same substitution are one line with it', async () => {
    const placed = await place(alice, {
      lines: [
        { product_id: MILK, quantity: 1, substitution: 'call' },
        { product_id: MILK, quantity: 2, substitution: 'call' },
      ],
      expected_total: 3 * 14_500,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.lines).toEqual([
      expect.objectContaining({ product_id: MILK, quantity: 3, substitution: 'call' }),
    ]);
  });

  it('an unknown choice is a 422 naming the field, not a 5xx', async () => {
    const refused = await place(alice, {
      substitution: 'guess',
      lines: [{ product_id: MILK, quantity: 1 }],
      expected_total: 14_500,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'substitution' })]);
  });
});
