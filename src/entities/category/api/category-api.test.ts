import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { getHome } from '../../home/api/get-home';
import { listCategories } from './list-categories';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('category and home operations', () => {
  it('listCategories answers the tree without its envelope', async () => {
    const { result, request } = await exchange(contract, 'listCategories', (client) =>
      listCategories(client, { locale: 'uz' }),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/resources/categories');
    expect(result[0]?.slug).toBe('dairy');
    expect(result[0]?.children[0]?.slug).toBe('milk');
  });

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
