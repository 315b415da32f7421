import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { firstSlugs, test, waitForHydration } from './fixtures';

const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

test('screenshots of each page on a phone and a desktop', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const slugs = await firstSlugs(request);
  const pages: Record<string, string> = {
    home: '/uz',
    catalog: '/uz/catalog',
    'catalog-filtered': '/ru/catalog?in_stock=1&sort=price_asc',
    'catalog-empty': '/en/catalog?price_min=999999999',
    products: '/uz/products',
    product: `/uz/products/${slugs.products[0]}`,
    search: '/uz/search?q=sut',
    'search-nothing': '/en/search?q=zzqqxxww',
    categories: '/uz/categories',
    brands: '/uz/brands',
    brand: `/uz/brands/${slugs.brand}`,
    blogs: '/uz/blogs',
    blog: `/uz/blogs/${slugs.blog}`,
    markets: '/uz/markets',
    about: '/uz/about',
    contacts: '/ru/contacts',
    delivery: '/en/delivery',
    pages: '/uz/pages',
    'not-found': '/uz/no-such-page',
  };
  const dir = path.join(import.meta.dirname, 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const [name, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    for (const [pageName, url] of Object.entries(pages)) {
      await page.goto(url);
      await waitForHydration(page);
      // Content off screen is rendered as it is scrolled to; a full-page picture shows all of it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const file = path.join(dir, `${pageName}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${pageName}-${name}`, { path: file, contentType: 'image/png' });
    }
  }
});
