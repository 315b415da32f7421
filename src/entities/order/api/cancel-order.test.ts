import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { cancelOrder } from './cancel-order';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('cancelOrder', () => {
  it('posts the trimmed reason to /api/orders/{id}/cancel and answers the refunded order', async () => {
    const { result, request } = await exchange(contract, 'cancelOrder', (client) =>
      cancelOrder(client, { id: 5012, reason: '  Ordered the wrong size ' }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/orders/5012/cancel');
    expect(request.body).toEqual({ reason: 'Ordered the wrong size' });
    expect(request.headers.get('Authorization')).toBe('Bearer token-123');
    expect(result).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund: { amount: 29000 },
    });
  });

  it('sends an empty body when the reason is blank', async () => {
    const { request } = await exchange(contract, 'cancelOrder', (client) =>
      cancelOrder(client, { id: 7, reason: '   ' }),
    );
    expect(request.body).toEqual({});
  });

  it('rejects with order_not_cancellable once assembling has begun', async () => {
    const answer = jsonResponse(
      { code: 'order_not_cancellable', message: 'Заказ уже собирают, отменить его нельзя.' },
      { status: 409 },
    );
    const error = await exchange(
      contract,
      'cancelOrder',
      (client) => cancelOrder(client, { id: 7 }),
      { answer },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'order_not_cancellable' });
  });
});
