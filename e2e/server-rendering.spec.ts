import { expect, firstSlugs, locales, test } from './fixtures';

const staticRoutes = [
  '',
  '/catalog',
  '/products',
  '/categories',
  '/search?q=sut',
  '/brands',
  '/blogs',
  '/markets',
  '/pages',
  '/about',
  '/contacts',
  '/delivery',
  '/how-to-buy',
  '/public-offer',
  '/return',
];

function headOf(html: string) {
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    hreflangs: [...html.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)"/g)].map(
      (match) => match[1],
    ),
    canonical: /<link data-head rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    state:
      /<script id="__savat_state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '',
  };
}

test.describe('server rendering', () => {
  test('every route renders in every language with title, canonical and hreflang alternates', async ({
    request,
  }) => {
    const slugs = await firstSlugs(request);
    const routes = [
      ...staticRoutes,
      `/products/${slugs.products[0]}`,
      `/brands/${slugs.brand}`,
      `/blogs/${slugs.blog}`,
      '/catalog?category=dairy&sort=price_asc',
    ];
    for (const locale of locales) {
      const titles = new Set<string>();
      for (const route of routes) {
        const response = await request.get(`/${locale}${route}`);
        expect(response.status(), `/${locale}${route}`).toBe(200);
        const html = await response.text();
        const head = headOf(html);
        expect(html).toContain(`data-locale="${locale}"`);
        expect(head.title.length, `/${locale}${route} title`).toBeGreaterThan(3);
        expect(head.hreflangs).toEqual(['uz', 'ru', 'en', 'x-default']);
        expect(head.canonical).toContain(`/${locale}`);
        expect(head.state.length, 'serialised scope').toBeGreaterThan(10);
        titles.add(head.title);
      }
      expect(titles.size).toBeGreaterThan(routes.length - 4);
    }
  });

  test('the product page carries Product, Offer and BreadcrumbList structured data', async ({
    request,
  }) => {
    const { products } = await firstSlugs(request);
    const html = await (await request.get(`/ru/products/${products[0]}`)).text();
    const blocks = [
      ...html.matchAll(/<script data-head type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const product = blocks.find((block) => block['@type'] === 'Product') as {
      offers: { availability: string; priceCurrency: string };
    };
    expect(product.offers.priceCurrency).toBe('UZS');
    expect(product.offers.availability).toMatch(/schema.org\/(InStock|OutOfStock)/);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('the home page describes the shop and its three stores', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    expect(html).toContain(`© ${new Date().getFullYear()} Savat`);
    const organization = [
      ...html.matchAll(/<script data-head type="application\/ld\+json">([^<]*)<\/script>/g),
    ]
      .map(
        (match) =>
          JSON.parse(match[1]!) as { '@type': string; location?: Array<{ '@type': string }> },
      )
      .find((block) => block['@type'] === 'Organization');
    expect(
      organization?.location?.filter((store) => store['@type'] === 'GroceryStore'),
    ).toHaveLength(3);
  });

  test('/ sends the shopper to their language: cookie, then Accept-Language, then Uzbek', async ({
    request,
  }) => {
    const go = (headers: Record<string, string>) => request.get('/', { headers, maxRedirects: 0 });
    expect((await go({ 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' })).headers().location).toBe(
      '/ru',
    );
    expect((await go({ 'Accept-Language': 'de-DE,en;q=0.5' })).headers().location).toBe('/en');
    expect((await go({ 'Accept-Language': 'de-DE' })).headers().location).toBe('/uz');
    expect((await go({ 'Accept-Language': 'ru', Cookie: 'locale=en' })).headers().location).toBe(
      '/en',
    );
  });

  test('a page remembers its language for a year', async ({ request }) => {
    const cookie = (await request.get('/ru/catalog')).headers()['set-cookie'] ?? '';
    expect(cookie).toContain('locale=ru');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  test('unknown addresses and slugs answer 404 in the page language', async ({ request }) => {
    for (const [locale, title, text] of [
      ['uz', 'Sahifa topilmadi', 'Sahifa topilmadi: /uz/no-such-page'],
      ['ru', 'Страница не найдена', 'Страница не найдена: /ru/no-such-page'],
      ['en', 'Page Not Found', 'Page not found: /en/no-such-page'],
    ] as const) {
      const missing = await request.get(`/${locale}/no-such-page`);
      expect(missing.status()).toBe(404);
      const html = await missing.text();
      expect(headOf(html).title).toContain(title);
      expect(html).toContain(text);
    }
    for (const path of [
      '/uz/products/no-such-product',
      '/en/brands/no-such-brand',
      '/en/blogs/no-such-article',
      '/uz/pages/no-such-page',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect(await (await request.get('/en/products/no-such-product')).text()).toContain(
      'Product not found',
    );
    expect((await request.get('/xx/catalog')).status()).toBe(404);
  });

  test('the sitemap lists every product in three languages with alternates', async ({
    request,
    baseURL,
  }) => {
    const { products } = await firstSlugs(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const slug of products) {
      for (const locale of locales) {
        expect(xml).toContain(`<loc>${baseURL}/${locale}/products/${slug}</loc>`);
      }
    }
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    for (const url of urls) {
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(url.match(/<xhtml:link rel="alternate"/g)).toHaveLength(4);
    }
  });

  test('hashed assets are cached as immutable and compressed', async ({ request }) => {
    const html = await (await request.get('/uz')).text();
    const script = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });
});
