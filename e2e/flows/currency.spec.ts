import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, locales, test, waitForHydration } from '../fixtures';
import { text } from './support';

// Bananas: 27 990 sums a kilogram; at the seeded 12 650 sums a dollar that is ≈ $2.21.
const slug = 'bananas';
const usd = '≈ $2.21';
const sums = {
  uz: '27\u202f990\u202fsoʻm',
  ru: '27\u202f990\u202fсум',
  en: '27\u202f990\u202fsum',
};

function currencyButton(page: Page, locale: (typeof locales)[number], currency: 'sum' | 'usd') {
  return page
    .getByRole('banner')
    .getByRole('group', { name: text(locale, 'ds.currencySwitcher.label') })
    .getByRole('button', {
      name: text(
        locale,
        currency === 'usd' ? 'ds.currencySwitcher.usdSpoken' : 'ds.currencySwitcher.sumSpoken',
      ),
    });
}

/** The product's price as the page shows it: the first price under the product's heading. */
function priceText(page: Page) {
  return page
    .getByRole('main')
    .getByText(/≈ \$\d|\d\ssoʻm|\d\sсум|\d\ssum/)
    .first();
}

test.describe('display currency at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a shopper chooses dollars, keeps them after a reload, and the server prints what the browser shows', async ({
    page,
  }) => {
    await page.goto(`/uz/products/${slug}`);
    await waitForHydration(page);
    await expect(currencyButton(page, 'uz', 'sum')).toHaveAttribute('aria-pressed', 'true');
    await expect(priceText(page)).toHaveText(new RegExp(`^${sums.uz}`));

    await currencyButton(page, 'uz', 'usd').click();
    await expect(currencyButton(page, 'uz', 'usd')).toHaveAttribute('aria-pressed', 'true');
    await expect(priceText(page)).toHaveText(new RegExp(`^${usd.replace('$', '\\$')}`));
    // The sums, what is charged, stay beside the dollars.
    await expect(page.getByRole('main').getByText(sums.uz, { exact: true }).first()).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'currency')?.value).toBe('usd');

    await page.reload();
    await waitForHydration(page);
    await expect(currencyButton(page, 'uz', 'usd')).toHaveAttribute('aria-pressed', 'true');
    await expect(priceText(page)).toHaveText(new RegExp(`^${usd.replace('$', '\\$')}`));

    // The server's HTML for this shopper (same cookies) already says it, so hydration changes nothing.
    const html = await (await page.request.get(`/uz/products/${slug}`)).text();
    const rendered = await page.getByRole('main').innerHTML();
    expect(html).toContain(usd.replace('$', '$'));
    for (const fragment of [usd, sums.uz]) {
      expect(html.includes(fragment), `server HTML has ${fragment}`).toBe(true);
      expect(rendered.includes(fragment), `browser shows ${fragment}`).toBe(true);
    }
    // The catalogue's cards are in dollars as well.
    await page.goto('/uz/catalog');
    await waitForHydration(page);
    await expect(
      page
        .getByRole('main')
        .getByText(/≈ \$\d/)
        .first(),
    ).toBeVisible();

    // Back to sums: remembered the same way.
    await currencyButton(page, 'uz', 'sum').click();
    await page.reload();
    await waitForHydration(page);
    await expect(currencyButton(page, 'uz', 'sum')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByText(/≈ \$\d/)).toHaveCount(0);
  });
});

test.describe('the product page in dollars', () => {
  for (const width of [390, 1280]) {
    for (const locale of locales) {
      test(`is accessible and pictured at ${width} px (${locale})`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.context().addCookies([{ name: 'currency', value: 'usd', url: baseURL ?? '' }]);
        await page.goto(`/${locale}/products/${slug}`);
        await waitForHydration(page);
        await expect(priceText(page)).toHaveText(new RegExp(`^${usd.replace('$', '\\$')}`));
        await expect(
          page.getByRole('main').getByText(sums[locale], { exact: true }).first(),
        ).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`),
        ).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`product-in-dollars-${locale}-${width}.png`),
          fullPage: true,
        });
      });
    }
  }
});
