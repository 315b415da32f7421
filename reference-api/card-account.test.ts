import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('+998901230021');
  bob = await h.signIn('+998911230022');
}, 180_000);
afterAll(async () => h?.close());

type Card = { id: number; masked_number: string; is_default: boolean };

async function saveCard(token: string, number: string): Promise<Card> {
  const created = await h.call<{ data: { request_id: string } }>(
    'POST',
    '/api/payments/card/create',
    { token, body: { number, expire: '09/28' } },
  );
  const confirmed = await h.call<{ data: Card }>('POST', '/api/payments/card/confirm', {
    token,
    body: { request_id: created.body.data.request_id, code: '666666' },
  });
  expect(confirmed.status).toBe(201);
  return confirmed.body.data;
}

const cards = async (token: string) =>
  (await h.call<{ data: Card[] }>('GET', '/api/payments/cards', { token })).body.data;

describe('cards in the account', () => {
  it('makes exactly one card the default and lists it first', async () => {
    const uzcard = await saveCard(alice, '8600000000000015');
    const humo = await saveCard(alice, '9860000000000018');
    expect(uzcard.is_default).toBe(true);
    expect(humo.is_default).toBe(false);

    const answer = await h.call<{ data: Card[] }>('PUT', `/api/payments/cards/${humo.id}/default`, {
      token: alice,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((card) => [card.id, card.is_default])).toEqual([
      [humo.id, true],
      [uzcard.id, false],
    ]);
    expect(await cards(alice)).toEqual(answer.body.data);
  });

  it('removes a card; the oldest left becomes the default; orders keep the masked number', async () => {
    const [first, second] = await cards(alice);
    const placed = await h.call<{ data: { id: number } }>('POST', '/api/orders/', {
      token: alice,
      body: {
        delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
        receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
        payment: { type: 'card', card_id: first!.id },
        lines: [{ product_id: 1, quantity: 1 }],
        expected_total: 14500,
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    expect(first!.is_default).toBe(true);

    const removed = await h.call('DELETE', `/api/payments/cards/${first!.id}`, { token: alice });
    expect(removed.status).toBe(204);
    expect(await cards(alice)).toEqual([{ ...second!, is_default: true }]);
    const order = await h.call<{ data: { card?: { masked_number: string } } }>(
      'GET',
      `/api/orders/${placed.body.data.id}/details`,
      { token: alice },
    );
    expect(order.body.data.card?.masked_number).toBe(first!.masked_number);
    const again = await h.call('DELETE', `/api/payments/cards/${first!.id}`, { token: alice });
    expect(again.status).toBe(404);
  });

  it('answers another shopper’s card exactly like a missing one, and changes nothing', async () => {
    const [own] = await cards(alice);
    const before = await cards(alice);
    const remove = await h.call<{ code: string }>('DELETE', `/api/payments/cards/${own!.id}`, {
      token: bob,
    });
    expect(remove.status).toBe(404);
    expect(remove.body.code).toBe('not_found');
    const choose = await h.call('PUT', `/api/payments/cards/${own!.id}/default`, { token: bob });
    expect(choose.status).toBe(404);
    expect(await cards(alice)).toEqual(before);
    expect(await cards(bob)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await h.call('DELETE', '/api/payments/cards/1')).status).toBe(401);
    expect((await h.call('PUT', '/api/payments/cards/1/default')).status).toBe(401);
  });
});
