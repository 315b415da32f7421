// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createBusinessRequest } from '@/pages/business/api/create-business-request';
import { listDeliveryWindows } from '@/entities/shop';
import { createOrder } from '@/entities/order';
import { listDeliveryRegions, quoteDelivery } from '@/entities/region';
import type { OrderCreateRequest } from '@/shared/api';
import { customerPhone, states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  fieldErrors,
  isoDateTime,
  jsonHeaders,
  langHeader,
  storefrontClient,
  uuid,
} from '../support/pact';

const { eachLike, integer, like, regex, string, boolean } = MatchersV3;
const pact = createPact();

const company = {
  company_name: 'Toshkent Savdo MChJ',
  inn: '301234567',
  contact_name: 'Aziz Karimov',
  phone: '+998901234567',
  email: 'buyer@tsavdo.uz',
  monthly_volume: 'from_10m_to_50m' as const,
  comment: 'Suv va choy, haftada bir marta.',
};

describe('business requests', () => {
  it('sends a company request and gets its number', async () => {
    await pact
      .addInteraction()
      .given(states.noBusinessRequests)
      .uponReceiving('a request to send a company request to buy on account')
      .withRequest('POST', '/api/business/requests', (request) =>
        request.headers({ ...langHeader, ...jsonHeaders }).jsonBody(company),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: like({
            id: integer(1),
            number: regex('^BR-\\d{6}-\\d{4,}$', 'BR-261124-0001'),
            status: 'received',
            created_at: isoDateTime('2026-11-24T09:30:00.000Z'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const request = await createBusinessRequest(storefrontClient(mockServer), company);
        expect(request.number).toMatch(/^BR-\d{6}-\d{4}$/);
      });
  });

  it('is told which field is wrong when the INN is short', async () => {
    const shortInn = { ...company, inn: '30123456' };
    await pact
      .addInteraction()
      .given(states.noBusinessRequests)
      .uponReceiving('a request to send a company request with an 8-digit INN')
      .withRequest('POST', '/api/business/requests', (request) =>
        request.headers({ ...langHeader, ...jsonHeaders }).jsonBody(shortInn),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('validation_failed', { fields: fieldErrors('inn', 'invalid') }),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(
          createBusinessRequest(storefrontClient(mockServer), shortInn),
        ).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
      });
  });
});

describe('regions and regional delivery', () => {
  it('lists the regions with their cities', async () => {
    await pact
      .addInteraction()
      .given(states.regions)
      .uponReceiving('a request to list the delivery regions')
      .withRequest('GET', '/api/delivery/regions', (request) => request.headers(langHeader))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            code: string('tashkent'),
            name: string('Toshkent shahri'),
            delivery_type: regex('^(courier|regional)$', 'courier'),
            estimate_days: like({ min: integer(0), max: integer(1) }),
            cities: eachLike({ code: string('bektemir'), name: string('Bektemir') }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const regions = await listDeliveryRegions(storefrontClient(mockServer));
        expect(regions[0]?.cities[0]?.code).toBe('bektemir');
      });
  });

  it('quotes a regional delivery and names the perishable lines', async () => {
    const body = {
      region: 'khorezm' as const,
      lines: [
        { product_id: 1, quantity: 2 },
        { product_id: 8, quantity: 1 },
      ],
    };
    await pact
      .addInteraction()
      .given(states.perishableMilk)
      .uponReceiving('a request to quote a delivery to Khorezm with milk in the cart')
      .withRequest('POST', '/api/delivery/quote', (request) =>
        request.headers({ ...langHeader, ...jsonHeaders }).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            region: 'khorezm',
            delivery_type: 'regional',
            fee: integer(50000),
            currency_name: 'sum',
            weight_grams: integer(5220),
            estimate_days: like({ min: integer(3), max: integer(5) }),
            blocked_lines: [{ product_id: 1, name: string('Sut 3,2% 1 l'), reason: 'perishable' }],
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const quote = await quoteDelivery(storefrontClient(mockServer), body);
        expect(quote.blocked_lines.map((line) => line.product_id)).toEqual([1]);
      });
  });

  it('is refused a regional order with perishable lines, named', async () => {
    const idempotencyKey = '3f9a1c7e-5b20-4d8e-a6c4-1e7b9d0f2a35';
    const order: OrderCreateRequest = {
      delivery: { type: 'regional', region: 'khorezm', city: 'urganch', address: 'Al-Xorazmiy 12' },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: customerPhone },
      payment: { type: 'card', card_id: 1 },
      lines: [{ product_id: 1, quantity: 1 }],
      expected_total: 39500,
    };
    await pact
      .addInteraction()
      .given(states.cardAndPerishableMilk)
      .uponReceiving('a request to place a regional order with milk')
      .withRequest('POST', '/api/orders/', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders, 'Idempotency-Key': uuid(idempotencyKey) })
          .jsonBody(order),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('perishables_not_shipped', {
            blocked_lines: [{ product_id: 1, name: string('Sut 3,2% 1 l'), reason: 'perishable' }],
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(
          createOrder(storefrontClient(mockServer, { signedIn: true }), { order, idempotencyKey }),
        ).rejects.toMatchObject({ status: 422, code: 'perishables_not_shipped' });
      });
  });
});

describe('delivery windows', () => {
  it('lists the courier windows in Tashkent with the places left', async () => {
    await pact
      .addInteraction()
      .given(states.courierWindows)
      .uponReceiving('a request to list the courier windows in Tashkent')
      .withRequest('GET', '/api/delivery/windows', (request) =>
        request.headers(langHeader).query({ type: 'courier', region: 'tashkent' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: regex('^courier-tashkent-\\d{8}-\\d{4}$', 'courier-tashkent-20261124-1500'),
            date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-24'),
            starts_at: regex('^\\d{2}:\\d{2}$', '15:00'),
            ends_at: regex('^\\d{2}:\\d{2}$', '17:00'),
            capacity: integer(8),
            left: integer(8),
            available: boolean(true),
          }),
          meta: { cutoff_minutes: integer(60), days: integer(3) },
        }),
      )
      .executeTest(async (mockServer) => {
        const windows = await listDeliveryWindows(storefrontClient(mockServer), {
          type: 'courier',
          region: 'tashkent',
        });
        expect(windows.data[0]?.ends_at).toBe('17:00');
      });
  });
});
