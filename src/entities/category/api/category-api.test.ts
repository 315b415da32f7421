import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { listCategories } from './list-categories';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('category operations', () => {
  it('listCategories answers the tree without its envelope', async () => {
    const { result, request } = await exchange(contract, 'listCategories', (client) =>
      listCategories(client, { locale: 'uz' }),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/resources/categories');
    expect(result[0]?.slug).toBe('dairy');
    expect(result[0]?.children[0]?.slug).toBe('milk');
  });
});
