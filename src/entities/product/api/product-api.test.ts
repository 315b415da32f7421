import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { jsonResponse } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { checkProducts } from './check-products';
import { getProduct } from './get-product';
import { listProductSlugs } from './list-product-slugs';
import { listProducts } from './list-products';
import { searchProducts } from './search-products';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('product operations', () => {
  it('getProduct asks for related products with resources[] and sends the account type', async () => {
    const { result, request } = await exchange(contract, 'getProduct', (client) =>
      getProduct(client, { slug: 'milk-1l', relateds: true, accountType: 'legal_entity' }),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/resources/product/milk-1l');
    expect(request.url.search).toBe('?resources[]=relateds');
    expect(request.headers.get('X-ACCOUNT-TYPE')).toBe('legal_entity');
    expect(request.headers.get('X-LANG')).toBe('uz');
    expect(result.product.slug).toBe('milk-1l');
    expect(result.product.total_quanity).toBe(48);
    expect(result.relateds).toHaveLength(1);
  });

  it('getProduct without relateds sends no query and takes the account type from the client', async () => {
    const { request } = await exchange(
      contract,
      'getProduct',
      (client) => getProduct(client, { slug: 'milk-1l', locale: 'en' }),
      { getAccountType: () => 'individual' },
    );
    expect(request.url.search).toBe('');
    expect(request.headers.get('X-ACCOUNT-TYPE')).toBe('individual');
    expect(request.headers.get('X-LANG')).toBe('en');
  });

  it('getProduct rejects an unknown slug with 404', async () => {
    const answer = jsonResponse({ code: 'not_found', message: 'Not found.' }, { status: 404 });
    await expect(
      exchange(contract, 'getProduct', (client) => getProduct(client, { slug: 'no-such-thing' }), {
        answer,
      }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('listProducts posts the query and answers the page', async () => {
    const { result, request } = await exchange(contract, 'listProducts', (client) =>
      listProducts(client, {
        category: 'dairy',
        brand: ['musaffo'],
        price_min: 5000,
        price_max: 50000,
        in_stock: true,
        sort: 'price_asc',
        page: 2,
        per_page: 48,
        locale: 'ru',
      }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/resources/products');
    expect(request.body).toEqual({
      category: 'dairy',
      brand: ['musaffo'],
      price_min: 5000,
      price_max: 50000,
      in_stock: true,
      sort: 'price_asc',
      page: 2,
      per_page: 48,
    });
    expect(request.headers.get('X-LANG')).toBe('ru');
    expect(result.meta).toEqual({ page: 1, per_page: 24, total: 1, pages: 1 });
    expect(result.data[0]?.name).toBe('Sut 3,2% 1 l');
  });

  it('listProducts with no filters posts an empty query', async () => {
    const { request } = await exchange(contract, 'listProducts', (client) => listProducts(client));
    expect(request.body).toEqual({});
  });

  it('searchProducts sends q and paging in the query string', async () => {
    const { result, request } = await exchange(contract, 'searchProducts', (client) =>
      searchProducts(client, { q: 'sut qaymoq', page: 1, per_page: 12 }),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/resources/products/search');
    expect(request.query.get('q')).toBe('sut qaymoq');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('per_page')).toBe('12');
    expect(result.data).toHaveLength(1);
  });

  it('checkProducts posts lines by id or slug without needing a token', async () => {
    const { result, request } = await exchange(
      contract,
      'checkProducts',
      (client) =>
        checkProducts(client, {
          lines: [
            { product_id: 101, quantity: 12 },
            { slug: 'apple-golden', quantity: 1500 },
          ],
        }),
      { getToken: () => null },
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/resources/check/products');
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.body).toEqual({
      lines: [
        { product_id: 101, quantity: 12 },
        { slug: 'apple-golden', quantity: 1500 },
      ],
    });
    expect(result.map((line) => [line.status, line.available_quantity])).toEqual([
      ['adjusted', 8],
      ['ok', 1500],
    ]);
  });

  it('listProductSlugs answers every slug', async () => {
    const { result, request } = await exchange(contract, 'listProductSlugs', (client) =>
      listProductSlugs(client),
    );
    expect(request.path).toBe('/api/resources/products/slugs');
    expect(result.map((entry) => entry.slug)).toEqual(['milk-1l', 'apple-golden']);
  });
});
