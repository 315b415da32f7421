import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { getBrand } from './get-brand';
import { listBrands } from './list-brands';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('brand operations', () => {
  it('listBrands answers the brands', async () => {
    const { result, request } = await exchange(contract, 'listBrands', (client) =>
      listBrands(client),
    );
    expect(request.path).toBe('/api/resources/brands');
    expect(result[0]?.slug).toBe('musaffo');
  });

  it('getBrand sends paging and sort and answers the brand with its products', async () => {
    const { result, request } = await exchange(contract, 'getBrand', (client) =>
      getBrand(client, { slug: 'musaffo', page: 2, per_page: 24, sort: 'newest' }),
    );
    expect(request.path).toBe('/api/resources/brands/musaffo');
    expect(Object.fromEntries(request.query)).toEqual({
      page: '2',
      per_page: '24',
      sort: 'newest',
    });
    expect(result.brand.name).toBe('Musaffo');
    expect(result.products.data).toHaveLength(1);
  });
});
