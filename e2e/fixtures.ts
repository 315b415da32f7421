import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

// The storefront's languages, as the app declares them.
export { locales } from '../src/shared/i18n/locales.ts';

/** Console errors and warnings, and failed page scripts, collected for every test. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** Marks the current document; a full page load forgets the mark, a client navigation keeps it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { savatMark?: number }).savatMark = 1;
  });
}

/** Whether the document is still the one `markDocument` marked. */
export const documentMarked = (page: Page) =>
  page.evaluate(() => (window as Window & { savatMark?: number }).savatMark === 1);

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  // Set once React has hydrated the server's HTML (the app starts after the page's load event).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
}

interface SlugAnswer {
  data: Array<{ slug: string }>;
}

export async function firstSlugs(request: APIRequestContext) {
  const products = (await (
    await request.get('/api/resources/products/slugs')
  ).json()) as SlugAnswer;
  const brands = (await (await request.get('/api/resources/brands')).json()) as SlugAnswer;
  const blogs = (await (await request.get('/api/content/blogs')).json()) as SlugAnswer;
  return {
    products: products.data.map((item) => item.slug),
    brand: brands.data[0]!.slug,
    blog: blogs.data[0]!.slug,
  };
}
