// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createOrder, getOrderByTransaction, getOrderDetails, listOrders } from '@/entities/order';
import type { OrderCreateRequest } from '@/shared/api';
import { customerPhone, orderTransactionId, states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  fieldErrors,
  isoDateTime,
  jsonHeaders,
  pageMeta,
  storefrontClient,
  uuid,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = createPact();

const idempotencyKey = 'c8a4e0f2-7b13-4d69-9e58-2f0a6b1c3d47';
const orderHeaders = { ...authHeaders, ...jsonHeaders, 'Idempotency-Key': uuid(idempotencyKey) };

const pickupOrder: OrderCreateRequest = {
  delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: customerPhone },
  payment: { type: 'cash' },
  lines: [{ product_id: 1, quantity: 2 }],
  expected_total: 29000,
};

const order = like({
  id: integer(1),
  number: regex('^SV-\\d{6}-\\d{4,}$', 'SV-261122-0001'),
  transaction_id: uuid(orderTransactionId),
  status: 'confirmed',
  payment_status: 'unpaid',
  payment_type: 'cash',
  delivery: like({ type: 'pickup', region: 'tashkent', store_id: integer(1) }),
  receiver: like({
    name: string('Dilnoza'),
    surname: string('Karimova'),
    phone: regex('^\\+998\\d{9}$', customerPhone),
  }),
  lines: eachLike({
    product_id: integer(1),
    slug: string('milk-1l'),
    name: string('Sut 3,2% 1 l'),
    quantity: integer(2),
    price: integer(14500),
    line_total: integer(29000),
  }),
  subtotal: integer(29000),
  delivery_fee: integer(0),
  total: integer(29000),
  currency_name: string('sum'),
  status_history: eachLike({ at: isoDateTime('2026-11-22T09:08:48.625Z'), status: 'confirmed' }),
  created_at: isoDateTime('2026-11-22T09:08:48.625Z'),
});

describe('orders', () => {
  it('places a pickup order paid in cash', async () => {
    await pact
      .addInteraction()
      .given(states.orderStock)
      .uponReceiving('a request to place a pickup order paid in cash')
      .withRequest('POST', '/api/orders/', (request) =>
        request.headers(orderHeaders).jsonBody(pickupOrder),
      )
      .willRespondWith(201, (response) =>
        response
          .headers({ Location: regex('^/api/orders/\\d+/details$', '/api/orders/1/details') })
          .jsonBody({ data: order }),
      )
      .executeTest(async (mockServer) => {
        const placed = await createOrder(storefrontClient(mockServer, { signedIn: true }), {
          order: pickupOrder,
          idempotencyKey,
        });
        expect(placed).toMatchObject({ status: 'confirmed', total: 29000 });
      });
  });

  it('is told what is left when the stock ran out', async () => {
    const tooMany: OrderCreateRequest = {
      ...pickupOrder,
      lines: [{ product_id: 3, quantity: 20 }],
      expected_total: 198000,
    };
    await pact
      .addInteraction()
      .given(states.lastUnits)
      .uponReceiving('a request to place an order for more than is in stock')
      .withRequest('POST', '/api/orders/', (request) =>
        request.headers(orderHeaders).jsonBody(tooMany),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(
          errorBody('stock_conflict', {
            lines: eachLike({
              product_id: integer(3),
              requested_quantity: integer(20),
              available_quantity: integer(3),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const placing = createOrder(storefrontClient(mockServer, { signedIn: true }), {
          order: tooMany,
          idempotencyKey,
        });
        await expect(placing).rejects.toMatchObject({
          status: 409,
          code: 'stock_conflict',
          conflictLines: [{ product_id: 3, requested_quantity: 20, available_quantity: 3 }],
        });
      });
  });

  it('is told the total changed', async () => {
    const stale: OrderCreateRequest = { ...pickupOrder, expected_total: 27000 };
    await pact
      .addInteraction()
      .given(states.orderStock)
      .uponReceiving('a request to place an order with an outdated total')
      .withRequest('POST', '/api/orders/', (request) =>
        request.headers(orderHeaders).jsonBody(stale),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errorBody('price_changed', { total: integer(29000) })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          createOrder(storefrontClient(mockServer, { signedIn: true }), {
            order: stale,
            idempotencyKey,
          }),
        ).rejects.toMatchObject({ status: 409, code: 'price_changed', body: { total: 29000 } });
      });
  });

  it('is told which receiver field is wrong', async () => {
    const nameless: OrderCreateRequest = {
      ...pickupOrder,
      receiver: { ...pickupOrder.receiver, name: '' },
    };
    await pact
      .addInteraction()
      .given(states.orderStock)
      .uponReceiving('a request to place an order without the receiver name')
      .withRequest('POST', '/api/orders/', (request) =>
        request.headers(orderHeaders).jsonBody(nameless),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('validation_failed', { fields: fieldErrors('receiver.name', 'too_short') }),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(
          createOrder(storefrontClient(mockServer, { signedIn: true }), {
            order: nameless,
            idempotencyKey,
          }),
        ).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
      });
  });

  it('lists the orders', async () => {
    await pact
      .addInteraction()
      .given(states.orderPlaced)
      .uponReceiving('a request to list the first page of orders')
      .withRequest('GET', '/api/orders/list', (request) =>
        request.headers(authHeaders).query({ page: '1', per_page: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(1),
            number: regex('^SV-\\d{6}-\\d{4,}$', 'SV-261122-0001'),
            transaction_id: uuid(orderTransactionId),
            status: string('confirmed'),
            payment_status: string('unpaid'),
            delivery_type: string('pickup'),
            total: integer(29000),
            lines_count: integer(1),
            images: eachLike(string('/api/media/milk-160.webp')),
            created_at: isoDateTime('2026-11-22T09:08:48.625Z'),
          }),
          meta: pageMeta,
        }),
      )
      .executeTest(async (mockServer) => {
        const orders = await listOrders(storefrontClient(mockServer, { signedIn: true }), {
          page: 1,
          per_page: 10,
        });
        expect(orders.data[0]?.transaction_id).toBe(orderTransactionId);
      });
  });

  it('learns the session has ended when listing orders', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a request to list orders with a token that is not valid')
      .withRequest('GET', '/api/orders/list', (request) => request.headers(authHeaders))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('unauthorized')))
      .executeTest(async (mockServer) => {
        await expect(
          listOrders(storefrontClient(mockServer, { signedIn: true })),
        ).rejects.toMatchObject({ status: 401 });
      });
  });

  it('reads an order by its transaction id', async () => {
    await pact
      .addInteraction()
      .given(states.orderPlaced)
      .uponReceiving('a request to get an order by its transaction id')
      .withRequest('GET', `/api/orders/${orderTransactionId}`, (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: order }))
      .executeTest(async (mockServer) => {
        const found = await getOrderByTransaction(
          storefrontClient(mockServer, { signedIn: true }),
          { tid: orderTransactionId },
        );
        expect(found.transaction_id).toBe(orderTransactionId);
      });
  });

  it('learns that a transaction has no order of this customer', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to get an order by an unknown transaction id')
      .withRequest('GET', `/api/orders/${unknown}`, (request) => request.headers(authHeaders))
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getOrderByTransaction(storefrontClient(mockServer, { signedIn: true }), { tid: unknown }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });

  it('reads the details of an order', async () => {
    await pact
      .addInteraction()
      .given(states.orderPlaced)
      .uponReceiving('a request to get the details of order 1')
      .withRequest('GET', '/api/orders/1/details', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody({ data: order }))
      .executeTest(async (mockServer) => {
        const details = await getOrderDetails(storefrontClient(mockServer, { signedIn: true }), {
          id: 1,
        });
        expect(details.lines[0]?.slug).toBe('milk-1l');
      });
  });

  it('learns that an order does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to get the details of an order that does not exist')
      .withRequest('GET', '/api/orders/999999/details', (request) => request.headers(authHeaders))
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          getOrderDetails(storefrontClient(mockServer, { signedIn: true }), { id: 999999 }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});
