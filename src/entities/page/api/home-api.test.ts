import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { getHome } from './get-home';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('home operations', () => {
  it('getHome sends X-ACCOUNT-TYPE and answers slides, categories and rails', async () => {
    const { result, request } = await exchange(contract, 'getHome', (client) =>
      getHome(client, { accountType: 'legal_entity' }),
    );
    expect(request.path).toBe('/api/resources/home');
    expect(request.headers.get('X-ACCOUNT-TYPE')).toBe('legal_entity');
    expect(Object.keys(result).sort()).toEqual(['categories', 'rails', 'slides']);
    expect(result.rails[0]?.products[0]?.slug).toBe('milk-1l');
  });
});
