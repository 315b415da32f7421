import type { Page } from '@playwright/test';
import { documentMarked, expect, markDocument, test, waitForHydration } from './fixtures';

// Page links under a list of products: another page of the list opens at its top, as every page
// does after a navigation, not at the foot of its last products.
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const { address, width, link } of [
  { address: '/en/catalog', width: 1280, link: 'Page 2' },
  { address: '/en/search?q=a', width: 1280, link: 'Page 2' },
  { address: '/ru/catalog', width: 360, link: 'Следующая страница' },
]) {
  test(`a page link pressed under ${address} at ${width} px opens the next page at its top`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(address);
    await waitForHydration(page);
    await markDocument(page);
    const next = page
      .getByRole('navigation', { name: /Pagination|Страницы|Sahifalar/ })
      .getByRole('link', {
        name: link,
        exact: true,
      });
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // Scrolled, not reloaded: the same document, the list of the second page.
    expect(await documentMarked(page)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });
}

test('on a phone every order of the catalogue reads in full in its select, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const locale of ['uz', 'ru', 'en']) {
    await page.goto(`/${locale}/catalog`);
    await waitForHydration(page);
    // Each option's label against the room the closed select gives its chosen one.
    const cut = await page.locator('#catalog-sort').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return [...select.options]
        .map((option) => ({ label: option.text, width: context.measureText(option.text).width }))
        .filter(({ width }) => width > room)
        .map(({ label, width }) => `${label}: ${Math.round(width)} px in ${Math.round(room)} px`);
    });
    expect(cut, locale).toEqual([]);
  }
});
