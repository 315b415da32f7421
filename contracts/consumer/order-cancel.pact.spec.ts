// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '@/entities/order';
import { states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  isoDateTime,
  jsonHeaders,
  storefrontClient,
} from '../support/pact';

const { eachLike, integer, like, string } = MatchersV3;
const pact = createPact();

const requestHeaders = { ...authHeaders, ...jsonHeaders };

const cancelledOrder = (extra: Record<string, unknown>) =>
  like({
    id: integer(1),
    status: 'cancelled',
    total: integer(29000),
    lines: eachLike({ product_id: integer(1), quantity: integer(2) }),
    status_history: eachLike({
      at: isoDateTime('2026-11-22T09:08:48.625Z'),
      status: string('confirmed'),
    }),
    ...extra,
  });

describe('cancelling orders', () => {
  it('cancels a confirmed order paid in cash, with a reason', async () => {
    await pact
      .addInteraction()
      .given(states.orderPlaced)
      .uponReceiving('a request to cancel order 1 with a reason')
      .withRequest('POST', '/api/orders/1/cancel', (request) =>
        request.headers(requestHeaders).jsonBody({ reason: 'Ordered the wrong size' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: cancelledOrder({
            payment_status: 'unpaid',
            cancellation: like({
              at: isoDateTime('2026-11-22T09:10:00.000Z'),
              reason: 'Ordered the wrong size',
            }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const order = await cancelOrder(storefrontClient(mockServer, { signedIn: true }), {
          id: 1,
          reason: 'Ordered the wrong size',
        });
        expect(order).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
        expect(order.cancellation?.reason).toBe('Ordered the wrong size');
      });
  });

  it('is refunded the card charge of a paid order it cancels', async () => {
    await pact
      .addInteraction()
      .given(states.paidCardOrder)
      .uponReceiving('a request to cancel the paid card order 1 without a reason')
      .withRequest('POST', '/api/orders/1/cancel', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: cancelledOrder({
            payment_status: 'refunded',
            refund: like({ amount: 29000, at: isoDateTime('2026-11-22T09:10:00.000Z') }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const order = await cancelOrder(storefrontClient(mockServer, { signedIn: true }), {
          id: 1,
        });
        expect(order.payment_status).toBe('refunded');
        expect(order.refund?.amount).toBe(29000);
      });
  });

  it('is told an order being assembled can no longer be cancelled', async () => {
    await pact
      .addInteraction()
      .given(states.assemblingOrder)
      .uponReceiving('a request to cancel order 1 while it is being assembled')
      .withRequest('POST', '/api/orders/1/cancel', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(409, (response) => response.jsonBody(errorBody('order_not_cancellable')))
      .executeTest(async (mockServer) => {
        await expect(
          cancelOrder(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).rejects.toMatchObject({ status: 409, code: 'order_not_cancellable' });
      });
  });

  it('cannot cancel another customer’s order', async () => {
    await pact
      .addInteraction()
      .given(states.foreignOrder)
      .uponReceiving('a request to cancel order 1 of another customer')
      .withRequest('POST', '/api/orders/1/cancel', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          cancelOrder(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});
