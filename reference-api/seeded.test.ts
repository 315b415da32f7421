import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from './seed/index.ts';
import { startHarness, type Harness } from './test/harness.ts';

/** The real seed catalogue through the real router: its data must fit the schema and the contract. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed, renderImages: false });
}, 180_000);
afterAll(async () => h?.close());

type Page = { data: Array<{ slug: string; name: string }>; meta: { total: number } };

describe('the seeded catalogue', () => {
  it('imports every product, category and brand', async () => {
    const { rows } = await h.api.db.query<{ products: number; brands: number }>(
      'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM brands) AS brands',
    );
    expect(rows[0]).toEqual({ products: seed.products.length, brands: seed.brands.length });
  });

  it('answers home, categories and a full catalogue page within the contract', async () => {
    for (const lang of ['uz', 'ru', 'en']) {
      for (const userType of ['individual', 'legal_entity']) {
        const home = await h.call('GET', '/api/resources/home', {
          headers: { 'X-LANG': lang, 'X-ACCOUNT-TYPE': userType },
        });
        expect(home.status).toBe(200);
      }
      expect(
        (await h.call('GET', '/api/resources/categories', { headers: { 'X-LANG': lang } })).status,
      ).toBe(200);
    }
    let page = 1;
    let pages = 1;
    while (page <= pages) {
      const res = await h.call<Page & { meta: { pages: number } }>(
        'POST',
        '/api/resources/products',
        {
          body: { per_page: 96, page },
        },
      );
      expect(res.status).toBe(200);
      pages = res.body.meta.pages;
      page += 1;
    }
  });

  it('answers every product page within the contract', async () => {
    for (const product of seed.products.slice(0, 60)) {
      const res = await h.call(
        'GET',
        `/api/resources/product/${product.slug}?resources[]=relateds`,
      );
      expect(res.status, product.slug).toBe(200);
    }
  });

  it('finds milk however it is typed', async () => {
    for (const q of ['sut', 'Сут', 'ыге', 'молоко', 'vjkjrj', 'molоko', 'milk']) {
      const res = await h.call<Page>(
        'GET',
        `/api/resources/products/search?q=${encodeURIComponent(q)}`,
        {
          headers: { 'X-LANG': 'en' },
        },
      );
      expect(res.body.data[0]?.name, q).toMatch(/milk/i);
    }
  });
});
