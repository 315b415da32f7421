import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { listStores } from './list-stores';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('store operations', () => {
  it('listStores answers the stores', async () => {
    const { result, request } = await exchange(contract, 'listStores', (client) =>
      listStores(client),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/store/stores');
    expect(result[0]).toMatchObject({ slug: 'chilonzor', opens: '08:00', closes: '23:00' });
  });
});
