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

  const search = async (typed: string) =>
    (
      await h.call<Page>('GET', `/api/resources/products/search?q=${encodeURIComponent(typed)}`, {
        headers: { 'X-LANG': 'en' },
      })
    ).body.data.map((product) => product.name);

  /** Typed as spoken → what the first product found is called in English. */
  const spokenSpellings: Record<'ru' | 'uz', Array<[typed: string, finds: RegExp]>> = {
    ru: [
      ['малако', /milk/i], // молоко: unstressed о typed as а
      ['гарашек', /peas/i], // горошек
      ['чирнаслив', /prunes/i], // чернослив: е typed as и, о as а
      ['соленые', /salted/i], // солёные: ё typed as е
      ['тапленое', /baked milk/i], // топлёное: all of them at once
    ],
    uz: [
      ['урик', /dried apricots/i], // ўрик: ў typed as у
      ['урик коки', /dried apricots/i], // ўрик қоқи: қ typed as к
      ['олхури', /prunes/i], // олхўри
      ['olhori', /prunes/i], // olxoʻri: x typed as h, oʻ as o
      ['tuhumi', /eggs/i], // tuxumi
      ['kogoz', /toilet paper/i], // qogʻoz: q typed as k, gʻ as g
      ['когоз', /toilet paper/i], // қоғоз
    ],
  };

  describe.each(Object.entries(spokenSpellings))(
    'forgives %s spelling as it is spoken',
    (_, table) => {
      it.each(table)('%s finds %s', async (typed, finds) => {
        expect((await search(typed))[0]).toMatch(finds);
      });
    },
  );

  it('ranks spoken-spelling matches after exact ones', async () => {
    const flour = await search('flour'); // floor folds to the same loose key
    const floorCleaner = flour.findIndex((name) => /floor cleaner/i.test(name));
    expect(floorCleaner).toBeGreaterThan(0);
    expect(flour.slice(0, floorCleaner).every((name) => /flour/i.test(name))).toBe(true);
    expect(flour.slice(floorCleaner).some((name) => /flour/i.test(name))).toBe(false);
    const palov = await search('palov'); // полов (floors) is палав spoken
    const floors = palov.findIndex((name) => /floor cleaner/i.test(name));
    expect(floors).toBeGreaterThan(0);
    expect(palov.slice(0, floors).every((name) => /plov/i.test(name))).toBe(true);
  });
});
