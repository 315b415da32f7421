import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type OrderCreateRequest } from '@/shared/api';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { createIdempotencyKey, createOrder } from './create-order';
import { getOrderByTransaction } from './get-order-by-transaction';
import { getOrderDetails } from './get-order-details';
import { listOrders } from './list-orders';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

const order: OrderCreateRequest = {
  delivery: {
    type: 'courier',
    region: 'tashkent',
    city: 'Yunusobod',
    address: 'Amir Temur shoh koʻchasi, 108',
    flat: '45',
    location: { lat: 41.3392, lng: 69.2861 },
  },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
  payment: { type: 'card', card_id: 7 },
  lines: [
    { product_id: 101, quantity: 2 },
    { product_id: 214, quantity: 1500 },
  ],
  expected_total: 71000,
};

describe('order operations', () => {
  it('createOrder posts to /api/orders/ with the Idempotency-Key', async () => {
    const key = createIdempotencyKey();
    const { result, request } = await exchange(contract, 'createOrder', (client) =>
      createOrder(client, { order, idempotencyKey: key }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/orders/');
    expect(request.headers.get('Idempotency-Key')).toBe(key);
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request.body).toEqual(order);
    expect(result).toMatchObject({
      status: 'awaiting_payment',
      payment_status: 'pending',
      total: 71000,
    });
  });

  it('createOrder exposes the available quantities of a stock conflict', async () => {
    const answer = jsonResponse(
      {
        code: 'stock_conflict',
        message: 'Baʼzi mahsulotlar omborda yetarli emas.',
        lines: [
          {
            product_id: 101,
            name: 'Sut 3,2% 1 l',
            requested_quantity: 2,
            available_quantity: 1,
            price: 14500,
          },
        ],
      },
      { status: 409 },
    );
    const error = await exchange(
      contract,
      'createOrder',
      (client) => createOrder(client, { order, idempotencyKey: createIdempotencyKey() }),
      { answer },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('stock_conflict');
    expect((error as ApiError).conflictLines[0]?.available_quantity).toBe(1);
  });

  it('createOrder exposes the new total of a price change', async () => {
    const answer = jsonResponse(
      {
        code: 'price_changed',
        message: 'Prices have changed.',
        expected_total: 71000,
        total: 73000,
        lines: [
          {
            product_id: 101,
            name: 'Milk',
            requested_quantity: 2,
            available_quantity: 2,
            price: 15500,
          },
        ],
      },
      { status: 409 },
    );
    const error = (await exchange(
      contract,
      'createOrder',
      (client) => createOrder(client, { order, idempotencyKey: createIdempotencyKey() }),
      { answer },
    ).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('price_changed');
    expect(error.body?.total).toBe(73000);
  });

  it('createIdempotencyKey makes distinct UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('getOrderByTransaction reads the order by transaction id', async () => {
    const { result, request } = await exchange(contract, 'getOrderByTransaction', (client) =>
      getOrderByTransaction(client, { tid: '9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13' }),
    );
    expect(request.path).toBe('/api/orders/9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13');
    expect(result.transaction_id).toBe('9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13');
  });

  it('listOrders sends the filters in the query string', async () => {
    const { result, request } = await exchange(contract, 'listOrders', (client) =>
      listOrders(client, { page: 2, per_page: 10, status: 'active' }),
    );
    expect(request.path).toBe('/api/orders/list');
    expect(Object.fromEntries(request.query)).toEqual({
      page: '2',
      per_page: '10',
      status: 'active',
    });
    expect(result.data[0]?.number).toBe('SV-260815-0042');
    expect(result.meta.pages).toBe(1);
  });

  it('getOrderDetails reads the order by id', async () => {
    const { result, request } = await exchange(contract, 'getOrderDetails', (client) =>
      getOrderDetails(client, { id: 5012 }),
    );
    expect(request.path).toBe('/api/orders/5012/details');
    expect(result.lines).toHaveLength(2);
  });
});
