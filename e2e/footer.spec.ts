import type { Page } from '@playwright/test';
import { documentMarked, expect, markDocument, test, waitForHydration } from './fixtures';
import { text } from './flows/support';

/** Requests for the footer's code, which the browser loads only to render the footer itself. */
function footerCodeRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/site-footer-[^/]*\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test.describe('the footer', () => {
  test('is the server’s markup, kept without its code; its links open in the app', async ({
    page,
    consoleProblems,
  }) => {
    const footerCode = footerCodeRequests(page);
    await page.goto('/uz/catalog');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('background-color', 'rgb(243, 240, 232)');
    // React neither rendered nor hydrated it: none of its elements carries React's fiber.
    const hydrated = await footer.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      ),
    );
    expect(hydrated).toBe(false);
    await markDocument(page);
    await footer.getByRole('link', { name: text('uz', 'footer.brands') }).click();
    await expect(page).toHaveURL(/\/uz\/brands$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uz', 'brands.title'));
    expect(await documentMarked(page)).toBe(true);
    // The same footer on the next page, still the server's.
    await expect(footer.getByRole('link', { name: text('uz', 'footer.catalog') })).toBeVisible();
    expect(footerCode).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('is laid out and painted only once it nears the screen', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/uz/catalog');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const rendered = () =>
      footer.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // Far below the screen, the browser skips it (it stays in the page's text and its links in
    // the accessibility tree).
    expect(await rendered()).toBe(false);
    await expect(footer.getByRole('link', { name: text('uz', 'footer.brands') })).toHaveCount(1);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(footer.getByRole('link', { name: text('uz', 'footer.brands') })).toBeVisible();
    await expect(footer).toHaveCSS('background-color', 'rgb(243, 240, 232)');
    expect(consoleProblems).toEqual([]);
  });

  test('shows once the shopper goes on from a page without it', async ({
    page,
    consoleProblems,
  }) => {
    const footerCode = footerCodeRequests(page);
    // The sign-out page of the mobile app's web view has no layout.
    await page.goto('/ru/wvs/logout');
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await markDocument(page);
    await page.evaluate(() => window.history.pushState(null, '', '/ru/brands'));
    const footer = page.getByRole('contentinfo');
    const catalogue = footer.getByRole('link', { name: text('ru', 'footer.catalog') });
    await expect(catalogue).toBeVisible();
    await expect(footer).toHaveCSS('background-color', 'rgb(243, 240, 232)');
    expect(footerCode).toHaveLength(1);
    await catalogue.click();
    await expect(page).toHaveURL(/\/ru\/catalog$/);
    expect(await documentMarked(page)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('the footer on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('offers adding the shop to the home screen, in the server’s markup', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const install = page
      .getByRole('contentinfo')
      .getByRole('button', { name: text('en', 'pwa.install.button') });
    await install.click();
    const steps = page.getByRole('dialog', { name: text('en', 'pwa.install.ios.title') });
    await expect(steps).toBeVisible();
    await steps.getByRole('button', { name: text('en', 'pwa.install.ios.done') }).click();
    await expect(steps).toHaveCount(0);
    await expect(install).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });
});
