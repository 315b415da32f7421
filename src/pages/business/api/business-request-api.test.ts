import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { createBusinessRequest } from './create-business-request';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('business request operations', () => {
  it('createBusinessRequest posts the company and answers its request number', async () => {
    const { result, request } = await exchange(contract, 'createBusinessRequest', (client) =>
      createBusinessRequest(
        client,
        {
          company_name: 'Toshkent Savdo MChJ',
          inn: '301234567',
          contact_name: 'Aziz Karimov',
          phone: '+998901234567',
          monthly_volume: 'from_10m_to_50m',
        },
        { locale: 'ru' },
      ),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/business/requests');
    expect(request.headers.get('x-lang')).toBe('ru');
    expect(request.body).toMatchObject({ inn: '301234567', monthly_volume: 'from_10m_to_50m' });
    expect(result).toMatchObject({ number: 'BR-261124-0012', status: 'received' });
  });
});
