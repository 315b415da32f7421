import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, locales, test, waitForHydration } from './fixtures';
import { addToCartFromProduct, signIn, text } from './flows/support';

/**
 * The screens a shopper changes things on — cart, categories, checkout, account, business — at a
 * 320 px phone (the narrowest screen content must reflow to, WCAG 1.4.10), a 390 px phone and a
 * 1280 px desktop in every language: nothing wider than the screen, no text squeezed into a
 * sliver or running out of its box at each, no axe violation and a picture kept with the test's
 * results at the last two.
 */
const widths = [320, 390, 1280] as const;
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');

async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const where = `${name} at ${width} px`;
    // Nothing makes the page scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${where}: page width`,
    ).toBeLessThanOrEqual(width);
    // No paragraph of words is squeezed under 120 px wide on a phone (labels beside prices were).
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll('main p, main span, main label')]
        .filter((element) => {
          const words = (element.textContent ?? '').trim().split(/\s+/);
          if (words.length < 4 || element.children.length > 0) return false;
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.width < 120 &&
            box.height > 3 * parseFloat(getComputedStyle(element).lineHeight || '20')
          );
        })
        .map((element) => (element.textContent ?? '').trim().slice(0, 40)),
    );
    expect(squeezed, `${where}: texts squeezed narrow`).toEqual([]);
    // No text runs out of the card or box it is drawn in (the free-delivery amounts ran past the
    // cart's summary card at 320 px).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.children.length === 0 && element.textContent?.trim())
        .flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return [];
          // The nearest ancestor drawn as a box (a background or a border), unless one between
          // clips or scrolls what it holds.
          for (let above = element.parentElement; above; above = above.parentElement) {
            const style = getComputedStyle(above);
            if (style.overflowX !== 'visible') return [];
            const drawn =
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderRightWidth !== '0px';
            if (!drawn) continue;
            const card = above.getBoundingClientRect();
            return box.right > card.right + 1 || box.left < card.left - 1
              ? [(element.textContent ?? '').trim().slice(0, 40)]
              : [];
          }
          return [];
        }),
    );
    expect(outside, `${where}: texts out of their box`).toEqual([]);
    // The narrowest screen is checked for reflow only: axe and the picture at 390 and 1280 px.
    if (width < 390) continue;
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${where}: ${violation.id} (${violation.nodes.length})`,
      ),
    ).toEqual([]);
    const file = path.join(screenshots, `${name.replaceAll('/', '-')}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${width}`, { path: file, contentType: 'image/png' });
  }
}

for (const locale of locales) {
  test(`cart, categories, checkout, account and business screens fit 320, 390 and 1280 px (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/${locale}`);
    await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
    await addToCartFromProduct(page, 'bananas');

    await page.goto(`/${locale}/cart`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, testInfo, `${locale}-cart`);

    await page.goto(`/${locale}/categories`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-categories`);

    await page.goto(`/${locale}/business`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-business`);

    await signIn(page);
    await page.goto(`/${locale}/checkout`);
    await waitForHydration(page);
    await expect(
      page.getByText(text(locale, 'checkout.delivery.express'), { exact: true }),
    ).toBeVisible();
    await checkScreen(page, testInfo, `${locale}-checkout`);

    await page.goto(`/${locale}/account`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-account`);
  });
}
