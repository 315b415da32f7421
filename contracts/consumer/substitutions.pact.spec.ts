// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrder, getOrderDetails } from '@/entities/order';
import type { OrderCreateRequest } from '@/shared/api';
import { customerPhone, states } from '../states';
import { authHeaders, createPact, jsonHeaders, storefrontClient, uuid } from '../support/pact';

const { eachLike, integer, like, string } = MatchersV3;
const pact = createPact();

const idempotencyKey = '3e7b9c21-5a4d-4f86-8b02-d1c6e9f4a753';

const withChoices: OrderCreateRequest = {
  delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: customerPhone },
  payment: { type: 'cash' },
  substitution: 'remove',
  lines: [{ product_id: 1, quantity: 2, substitution: 'call' }],
  expected_total: 29000,
};

const orderWithChoices = like({
  id: integer(1),
  status: string('confirmed'),
  substitution: 'remove',
  lines: eachLike({
    product_id: integer(1),
    slug: string('milk-1l'),
    quantity: integer(2),
    substitution: 'call',
  }),
  total: integer(29000),
});

describe('substitutions', () => {
  it('places an order with what to do about missing items, for the order and one line', async () => {
    await pact
      .addInteraction()
      .given(states.orderStock)
      .uponReceiving(
        'a request to place an order whose missing items are removed, milk called about',
      )
      .withRequest('POST', '/api/orders/', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders, 'Idempotency-Key': uuid(idempotencyKey) })
          .jsonBody(withChoices),
      )
      .willRespondWith(201, (response) => response.jsonBody({ data: orderWithChoices }))
      .executeTest(async (mockServer) => {
        const placed = await createOrder(storefrontClient(mockServer, { signedIn: true }), {
          order: withChoices,
          idempotencyKey,
        });
        expect(placed.substitution).toBe('remove');
        expect(placed.lines[0]?.substitution).toBe('call');
      });
  });

  it('reads the choices back in the order’s details', async () => {
    await pact
      .addInteraction()
      .given(states.substitutionOrder)
      .uponReceiving('a request to get the details of order 1 placed with substitution choices')
      .withRequest('GET', '/api/orders/1/details', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody({ data: orderWithChoices }))
      .executeTest(async (mockServer) => {
        const details = await getOrderDetails(storefrontClient(mockServer, { signedIn: true }), {
          id: 1,
        });
        expect(details).toMatchObject({ substitution: 'remove' });
        expect(details.lines[0]).toMatchObject({ slug: 'milk-1l', substitution: 'call' });
      });
  });
});
