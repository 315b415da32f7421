import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { confirmCard } from './confirm-card';
import { createCard } from './create-card';
import { listCards } from './list-cards';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('card operations', () => {
  it('createCard posts the number and expiry and answers the masked phone', async () => {
    const { result, request } = await exchange(contract, 'createCard', (client) =>
      createCard(client, { number: '8600000000000015', expire: '09/28' }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/payments/card/create');
    expect(request.body).toEqual({ number: '8600000000000015', expire: '09/28' });
    expect(result).toMatchObject({ phone_masked: '99890*****31', resend_after: 60 });
    expect(JSON.stringify(result)).not.toContain('8600000000000015');
  });

  it('createCard rejects an expired card', async () => {
    const answer = jsonResponse(
      { code: 'card_expired', message: 'Срок действия карты истёк.' },
      { status: 422 },
    );
    await expect(
      exchange(
        contract,
        'createCard',
        (client) => createCard(client, { number: '8600000000000049', expire: '01/30' }),
        { answer },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'card_expired' });
  });

  it('confirmCard posts the request id and code and answers the saved card', async () => {
    const { result, request } = await exchange(contract, 'confirmCard', (client) =>
      confirmCard(client, { request_id: 'c7e2a9d4-58b1-4f3e-9a6d-0b2c4e8f1a57', code: '666666' }),
    );
    expect(request.path).toBe('/api/payments/card/confirm');
    expect(request.body).toEqual({
      request_id: 'c7e2a9d4-58b1-4f3e-9a6d-0b2c4e8f1a57',
      code: '666666',
    });
    expect(result).toMatchObject({ brand: 'uzcard', masked_number: '8600 •••• •••• 0015' });
  });

  it('confirmCard rejects a wrong code with invalid_code', async () => {
    const answer = jsonResponse(
      { code: 'invalid_code', message: 'Неверный код.' },
      { status: 422 },
    );
    await expect(
      exchange(
        contract,
        'confirmCard',
        (client) => confirmCard(client, { request_id: 'c7e2a9d4', code: '123456' }),
        { answer },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'invalid_code', message: 'Неверный код.' });
  });

  it('listCards answers the saved cards', async () => {
    const { result, request } = await exchange(contract, 'listCards', (client) =>
      listCards(client),
    );
    expect(request.path).toBe('/api/payments/cards');
    expect(result.map((card) => card.brand)).toEqual(['uzcard', 'humo']);
  });
});
