import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  price: number;
  old_price: number | null;
  in_stock: boolean;
  total_quanity: number;
  step: number;
  images: Array<{ src: string; sources: Array<{ srcset: string }> }>;
}
interface ProductPage {
  data: ProductSummary[];
  meta: { page: number; per_page: number; total: number; pages: number };
  facets?: { brands: Array<{ slug: string; count: number }>; price: { min: number; max: number } };
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 180_000);
afterAll(async () => h?.close());

const slugs = (page: { data: Array<{ slug: string }> }) => page.data.map((p) => p.slug);

describe('categories, home and content', () => {
  it('answers the category tree with counts that include descendants', async () => {
    const res = await h.call<{
      data: Array<{ slug: string; name: string; product_count: number; children: unknown[] }>;
    }>('GET', '/api/resources/categories', { headers: { 'X-LANG': 'ru' } });
    expect(res.status).toBe(200);
    const dairy = res.body.data.find((c) => c.slug === 'dairy')!;
    expect(dairy.name).toBe('Молочные продукты');
    expect(dairy.product_count).toBe(5);
    expect(dairy.children).toHaveLength(2);
  });

  it('shows individuals and legal entities different slides and rails', async () => {
    type Home = { data: { slides: Array<{ id: string }>; rails: Array<{ id: string }> } };
    const individual = await h.call<Home>('GET', '/api/resources/home');
    const business = await h.call<Home>('GET', '/api/resources/home', {
      headers: { 'X-ACCOUNT-TYPE': 'legal_entity' },
    });
    expect(individual.body.data.slides.map((s) => s.id)).toEqual(['fresh-milk', 'apricots']);
    expect(business.body.data.slides.map((s) => s.id)).toEqual(['business', 'apricots']);
    expect(individual.body.data.rails.map((r) => r.id)).toEqual(['popular', 'new', 'discounts']);
    expect(business.body.data.rails.map((r) => r.id)).toEqual(['popular', 'bulk']);
  });

  it('links a rail to the catalogue list of its products only where the catalogue has one', async () => {
    type Home = { data: { rails: Array<{ id: string; link?: string }> } };
    const individual = await h.call<Home>('GET', '/api/resources/home');
    const business = await h.call<Home>('GET', '/api/resources/home', {
      headers: { 'X-ACCOUNT-TYPE': 'legal_entity' },
    });
    const links = (home: Home) =>
      Object.fromEntries(home.data.rails.map((rail) => [rail.id, rail.link ?? null]));
    expect(links(individual.body)).toEqual({
      popular: '/catalog?sort=popular',
      new: '/catalog?sort=newest',
      discounts: '/catalog?in_stock=1&on_sale=1',
    });
    expect(links(business.body)).toEqual({ popular: '/catalog?sort=popular', bulk: null });
  });

  it('lists slides for the account type', async () => {
    const res = await h.call<{ data: Array<{ id: string }> }>('GET', '/api/content/slides', {
      headers: { 'X-ACCOUNT-TYPE': 'legal_entity' },
    });
    expect(res.body.data.map((s) => s.id)).toEqual(['business', 'apricots']);
  });

  it('lists stores with hours and location', async () => {
    const res = await h.call<{ data: Array<{ working_hours: string; location: { lat: number } }> }>(
      'GET',
      '/api/store/stores',
    );
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      working_hours: '08:00–23:00',
      location: { lat: 41.2856 },
    });
  });

  it('answers delivery settings in the caller language', async () => {
    const res = await h.call<{ data: { courier_fee: number; express: { note: string } } }>(
      'GET',
      '/api/settings/delivery',
      { headers: { 'X-LANG': 'en' } },
    );
    expect(res.body.data.courier_fee).toBe(15000);
    expect(res.body.data.express.note).toMatch(/Yandex Go app/);
  });

  it('lists and finds brands, blogs and pages', async () => {
    const brands = await h.call<{ data: Array<{ slug: string; product_count: number }> }>(
      'GET',
      '/api/resources/brands',
    );
    expect(brands.body.data.map((b) => b.slug)).toEqual(['bogbon', 'musaffo', 'toza']);
    const brand = await h.call<{ data: { brand: { name: string }; products: ProductPage } }>(
      'GET',
      '/api/resources/brands/bogbon?sort=price_asc',
    );
    expect(brand.body.data.brand.name).toBe('Bogʻbon');
    expect(slugs(brand.body.data.products)).toEqual(['apple-golden', 'dried-apricots']);
    expect((await h.call('GET', '/api/resources/brands/nobody')).status).toBe(404);

    const blogs = await h.call<{ data: Array<{ slug: string }> }>('GET', '/api/content/blogs');
    expect(blogs.body.data.map((b) => b.slug)).toEqual(['choosing-apricots']);
    const blog = await h.call<{ data: { body: string } }>(
      'GET',
      '/api/content/blogs/choosing-apricots',
      {
        headers: { 'X-LANG': 'ru' },
      },
    );
    expect(blog.body.data.body).toBe('<p>Цвет.</p>');
    expect((await h.call('GET', '/api/content/blogs/missing')).status).toBe(404);

    const pages = await h.call<{ data: Array<{ slug: string }> }>('GET', '/api/content/pages');
    expect(pages.body.data.map((p) => p.slug)).toEqual(['about', 'delivery']);
    const page = await h.call<{ data: { title: string } }>('GET', '/api/content/pages/delivery');
    expect(page.body.data.title).toBe('Yetkazib berish');
    expect((await h.call('GET', '/api/content/pages/missing')).status).toBe(404);
  });

  it('lists every product slug for the sitemap', async () => {
    const res = await h.call<{ data: Array<{ slug: string }> }>(
      'GET',
      '/api/resources/products/slugs',
    );
    expect(res.body.data).toHaveLength(8);
  });
});

describe('product list', () => {
  const list = (body: unknown) => h.call<ProductPage>('POST', '/api/resources/products', { body });

  it('filters by category including subcategories, brand, price and stock', async () => {
    expect((await list({ category: 'dairy' })).body.meta.total).toBe(5);
    expect(
      slugs((await list({ category: 'fruit', brand: ['bogbon'], sort: 'name' })).body),
    ).toEqual(['apple-golden', 'dried-apricots']);
    const priced = await list({ price_min: 10000, price_max: 20000, sort: 'price_asc' });
    expect(priced.body.data.map((p) => p.price)).toEqual([11000, 14500, 18000]);
    const inStock = await list({ category: 'milk', in_stock: true });
    expect(slugs(inStock.body)).not.toContain('cream-out-of-stock');
    expect(inStock.body.meta.total).toBe(3);
  });

  it('lists the deals: products whose price is below their old price', async () => {
    const all = await list({ per_page: 96 });
    const deals = await list({ on_sale: true, per_page: 96 });
    const discounted = all.body.data.filter((p) => p.old_price !== null && p.old_price > p.price);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(all.body.data.length);
    expect(slugs(deals.body).sort()).toEqual(slugs({ data: discounted }).sort());
  });

  it('sorts by popularity, price, newest and name', async () => {
    expect(slugs((await list({ category: 'milk' })).body)[0]).toBe('milk-1l');
    expect((await list({ sort: 'price_desc' })).body.data[0]!.price).toBe(85000);
    expect(slugs((await list({ sort: 'newest' })).body)[0]).toBe('washing-powder-3kg');
    const byName = await h.call<ProductPage>('POST', '/api/resources/products', {
      body: { sort: 'name', category: 'dairy' },
      headers: { 'X-LANG': 'en' },
    });
    expect(byName.body.data.map((p) => p.name)).toEqual([
      'Cream 200 g',
      'Katyk yogurt 450 g',
      'Milk 3.2% 0.5 l',
      'Milk 3.2% 1 l',
      'Suluguni cheese',
    ]);
  });

  it('pages through results', async () => {
    const first = await list({ per_page: 3, page: 1, sort: 'price_asc' });
    const third = await list({ per_page: 3, page: 3, sort: 'price_asc' });
    expect(first.body.meta).toEqual({ page: 1, per_page: 3, total: 8, pages: 3 });
    expect(third.body.data).toHaveLength(2);
    expect(slugs(first.body)).not.toContain(third.body.data[0]!.slug);
  });

  it('answers facets without the brand and price filters', async () => {
    const res = await list({ category: 'fruit', brand: ['toza'], price_max: 1 });
    expect(res.body.data).toEqual([]);
    expect(res.body.facets).toEqual({
      brands: [{ slug: 'bogbon', name: 'Bogʻbon', count: 2 }],
      price: { min: 18000, max: 38000 },
    });
  });

  it('describes goods sold by weight and their images', async () => {
    const apple = (await list({ category: 'apples' })).body.data[0]!;
    expect(apple).toMatchObject({ slug: 'apple-golden', step: 500, total_quanity: 42000 });
    expect(apple.images[0]!.src).toBe('/api/media/apple-640.webp');
    expect(apple.images[0]!.sources[0]!.srcset).toContain('/api/media/apple-160.avif 160w');
  });

  it('refuses bad queries with field errors', async () => {
    const res = await h.call<{ code: string; fields: Array<{ field: string; code: string }> }>(
      'POST',
      '/api/resources/products',
      { body: { per_page: 500, sort: 'cheapest', page: 'two' } },
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'per_page', code: 'too_large', message: expect.any(String) },
        { field: 'sort', code: 'invalid', message: expect.any(String) },
        { field: 'page', code: 'invalid', message: expect.any(String) },
      ]),
    );
  });

  it('answers malformed JSON with 400 and an oversize body with 413', async () => {
    const malformed = await h.call<{ code: string }>('POST', '/api/resources/products', {
      raw: '{"category": "dairy"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('malformed_request');
    const notJson = await h.call('POST', '/api/resources/products', {
      raw: 'category=dairy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(400);
    const huge = await fetch(`${h.baseUrl}/api/resources/check/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ slug: 'x'.repeat(300 * 1024), quantity: 1 }] }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');
  });
});

describe('search', () => {
  const search = async (q: string, lang = 'uz') =>
    slugs(
      (
        await h.call<ProductPage>(
          'GET',
          `/api/resources/products/search?q=${encodeURIComponent(q)}`,
          {
            headers: { 'X-LANG': lang },
          },
        )
      ).body,
    );

  it('finds by Uzbek Latin name', async () => {
    expect((await search('sut')).slice(0, 2).sort()).toEqual(['milk-05l', 'milk-1l']);
  });

  it('finds by Cyrillic Uzbek', async () => {
    expect(await search('Сут')).toContain('milk-1l');
    expect(await search('ўрик')).toContain('dried-apricots');
  });

  it('treats every apostrophe variant as ʻ', async () => {
    for (const typed of ["o'rik", 'o‘rik', 'o’rik', 'o`rik', 'oʼrik', 'oʻrik']) {
      expect(await search(typed), typed).toEqual(['dried-apricots']);
    }
  });

  it('finds by Russian name', async () => {
    expect(await search('молоко')).toEqual(expect.arrayContaining(['milk-1l', 'milk-05l']));
    expect(await search('курага')).toEqual(['dried-apricots']);
  });

  it('recovers a Russian keyboard layout used by mistake', async () => {
    expect(await search('ыге')).toContain('milk-1l');
    expect(await search('jkvf')).toContain('apple-golden');
  });

  it('recovers a Latin keyboard layout used for Russian', async () => {
    expect(await search('vjkjrj')).toContain('milk-1l');
  });

  it('forgives small typos', async () => {
    expect(await search('suluguny')).toEqual(['cheese-suluguni']);
    expect(await search('molokko')).toContain('milk-1l');
    expect(await search('kuraga')).toEqual(['dried-apricots']);
  });

  it('puts the best match first and finds nothing for nonsense', async () => {
    expect((await search('sut 3,2% 0,5'))[0]).toBe('milk-05l');
    expect(await search('zzzqqq')).toEqual([]);
  });

  it('refuses an empty query', async () => {
    expect((await h.call('GET', '/api/resources/products/search?q=')).status).toBe(422);
  });

  it('narrows the product list by q as well', async () => {
    const res = await h.call<ProductPage>('POST', '/api/resources/products', {
      body: { q: 'ыге', in_stock: true },
    });
    expect(slugs(res.body)).toEqual(expect.arrayContaining(['milk-1l', 'milk-05l']));
  });
});

describe('product page', () => {
  it('answers the product with variants and, when asked, relateds', async () => {
    const res = await h.call<{
      data: {
        product: {
          total_quanity: number;
          price: number;
          variants: Array<{ slug: string; label: string }>;
        };
        relateds?: ProductSummary[];
      };
    }>('GET', '/api/resources/product/milk-1l?resources[]=relateds', {
      headers: { 'X-LANG': 'ru' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.product).toMatchObject({ total_quanity: 48, price: 14500 });
    expect(res.body.data.product.variants.map((v) => v.label)).toEqual(['0,5 л', '1 л']);
    const relateds = res.body.data.relateds!.map((p) => p.slug);
    expect(relateds).not.toContain('milk-1l');
    expect(relateds).not.toContain('milk-05l');
    // Same category first (in stock first, then by popularity), then the same brand.
    expect(relateds).toEqual(['yogurt-last-units', 'cream-out-of-stock', 'cheese-suluguni']);
  });

  it('leaves relateds out unless asked and answers 404 for an unknown slug', async () => {
    const plain = await h.call<{ data: { relateds?: unknown } }>(
      'GET',
      '/api/resources/product/milk-1l',
    );
    expect(plain.body.data.relateds).toBeUndefined();
    expect((await h.call('GET', '/api/resources/product/no-such-thing')).status).toBe(404);
  });
});

describe('product check', () => {
  it('answers stock and price per line, capped and rounded to the step', async () => {
    const res = await h.call<{
      data: Array<{ status: string; available_quantity: number; price: number | null }>;
    }>('POST', '/api/resources/check/products', {
      body: {
        lines: [
          { product_id: 1, quantity: 2 },
          { slug: 'yogurt-last-units', quantity: 5 },
          { slug: 'cream-out-of-stock', quantity: 1 },
          { slug: 'apple-golden', quantity: 41999 + 1250 },
          { product_id: 999, quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => [l.status, l.available_quantity])).toEqual([
      ['ok', 2],
      ['adjusted', 3],
      ['out_of_stock', 0],
      ['adjusted', 42000],
      ['not_found', 0],
    ]);
    expect(res.body.data[0]!.price).toBe(14500);
  });

  it('refuses a line with neither id nor slug', async () => {
    const res = await h.call<{ code: string }>('POST', '/api/resources/check/products', {
      body: { lines: [{ quantity: 1 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('media and routing', () => {
  it('serves rendered illustrations with immutable caching', async () => {
    const res = await fetch(`${h.baseUrl}/api/media/milk-320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetch(`${h.baseUrl}/api/media/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/media/unknown-320.webp`)).status).toBe(404);
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    const missing = await fetch(`${h.baseUrl}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not_found');
    expect((await fetch(`${h.baseUrl}/api/store/stores`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers HEAD where it answers GET, with the same status and headers and no body', async () => {
    const get = await fetch(`${h.baseUrl}/api/resources/categories`);
    const head = await fetch(`${h.baseUrl}/api/resources/categories`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    const missing = await fetch(`${h.baseUrl}/api/resources/product/no-such-product`, {
      method: 'HEAD',
    });
    expect(missing.status).toBe(404);
    expect((await fetch(`${h.baseUrl}/api/auth/send-otp`, { method: 'HEAD' })).status).toBe(405);
  });

  it('answers browser preflights for another origin', async () => {
    const res = await fetch(`${h.baseUrl}/api/orders/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('seeding', () => {
  it('seeds a data dir once; a second run leaves its state alone', async () => {
    const { seedDatabase } = await import('./db/seed.ts');
    const { fixture } = await import('./test/fixture.ts');
    await h.api.db.query("UPDATE products SET stock = 7 WHERE slug = 'milk-1l'");
    expect(await seedDatabase(h.api.db, fixture)).toBe(false);
    const { rows } = await h.api.db.query<{ count: number; stock: number }>(
      "SELECT (SELECT count(*)::int FROM products) AS count, (SELECT stock FROM products WHERE slug = 'milk-1l') AS stock",
    );
    expect(rows[0]).toEqual({ count: 8, stock: 7 });
  });

  it('never answers a catalogue read from a stale cache', async () => {
    const read = async () =>
      (
        await h.call<{ data: { product: { total_quanity: number } } }>(
          'GET',
          '/api/resources/product/milk-1l',
        )
      ).body.data.product.total_quanity;
    expect(await read()).toBe(7);
    expect(await read()).toBe(7);
    await h.api.db.query("UPDATE products SET stock = 5 WHERE slug = 'milk-1l'");
    expect(await read()).toBe(5);
  });

  it('resets to the freshly seeded catalogue', async () => {
    await h.api.reset();
    const { rows } = await h.api.db.query<{ stock: number }>(
      "SELECT stock FROM products WHERE slug = 'milk-1l'",
    );
    expect(rows[0]!.stock).toBe(48);
    expect((await h.call('GET', '/api/resources/categories')).status).toBe(200);
  });
});

describe('the contract', () => {
  it('has an implementation for every operation', async () => {
    const { operations } = await import('./http/operations.ts');
    const ids = h.contract.getOperations().map((operation) => operation.operationId);
    expect(ids.filter((id) => !id || !(id in operations))).toEqual([]);
  });
});
