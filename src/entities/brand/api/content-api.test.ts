import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { getBlog } from '../../blog/api/get-blog';
import { listBlogs } from '../../blog/api/list-blogs';
import { getPage } from '../../page/api/get-page';
import { listPages } from '../../page/api/list-pages';
import { listSlides } from '../../slide/api/list-slides';
import { getBrand } from './get-brand';
import { listBrands } from './list-brands';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('brand, blog, page and slide operations', () => {
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

  it('listBlogs sends paging and answers a page of articles', async () => {
    const { result, request } = await exchange(contract, 'listBlogs', (client) =>
      listBlogs(client, { page: 1 }),
    );
    expect(request.path).toBe('/api/content/blogs');
    expect(request.url.search).toBe('?page=1');
    expect(result.meta.total).toBe(1);
  });

  it('getBlog answers the article body', async () => {
    const { result, request } = await exchange(contract, 'getBlog', (client) =>
      getBlog(client, { slug: 'choosing-watermelon' }),
    );
    expect(request.path).toBe('/api/content/blogs/choosing-watermelon');
    expect(result.body).toContain('<p>');
  });

  it('listPages and getPage answer content pages', async () => {
    const list = await exchange(contract, 'listPages', (client) => listPages(client));
    expect(list.request.path).toBe('/api/content/pages');
    expect(list.result.map((page) => page.slug)).toEqual(['about', 'delivery']);
    const one = await exchange(contract, 'getPage', (client) =>
      getPage(client, { slug: 'delivery', locale: 'ru' }),
    );
    expect(one.request.path).toBe('/api/content/pages/delivery');
    expect(one.request.headers.get('X-LANG')).toBe('ru');
    expect(one.result.title).toBe('Yetkazib berish');
  });

  it('listSlides answers the slides', async () => {
    const { result, request } = await exchange(contract, 'listSlides', (client) =>
      listSlides(client),
    );
    expect(request.path).toBe('/api/content/slides');
    expect(result[0]?.image.sources.map((source) => source.format)).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });
});
