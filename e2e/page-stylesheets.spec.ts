import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The stylesheets the document links, in order. */
function stylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      new URL(link.href).pathname.replace(/-[\w-]{8}\.css$/, '.css'),
    ),
  );
}

/** The rules of the document's stylesheets, as the browser applies them. */
function ruleCount(page: Page, href: string) {
  return page.evaluate(
    (wanted) =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes(wanted))
        .reduce((count, sheet) => count + sheet.cssRules.length, 0),
    href,
  );
}

/** Opens `path` and waits until it is interactive on its own stylesheet, nothing else fetched. */
async function openOnOwnStylesheet(page: Page, path: string, own: string) {
  await page.goto(path);
  await waitForHydration(page);
  expect(await stylesheets(page)).toEqual([own]);
}

test.describe('each page’s own stylesheet', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page starts with its own stylesheet; the next page brings the whole one first', async ({
    page,
    consoleProblems,
  }) => {
    await openOnOwnStylesheet(page, '/uz', '/assets/page~home.css');
    const own = await ruleCount(page, '/assets/page~home');
    expect(own).toBeGreaterThan(100);
    // The layout's sprinkles (24 px above the page) and the global styles are in it.
    await expect(page.locator('main#main')).toHaveCSS('padding-top', '24px');
    await expect(page.locator('body')).toHaveCSS('margin-top', '0px');

    await page.getByRole('link', { name: 'Barcha kategoriyalar' }).click();
    await expect(page).toHaveURL(/\/uz\/categories$/);
    await expect(page.locator('main img[src*="/api/media/"]').first()).toBeVisible();
    // The whole stylesheet came after the page's own (its rules win the same ties as before).
    expect(await stylesheets(page)).toEqual(['/assets/page~home.css', '/assets/style.css']);
    expect(await ruleCount(page, '/assets/style')).toBeGreaterThan(own);
    // Still the same page look: the categories page's tiles are laid out by their own rules.
    const tile = page.locator('main ul[role="list"] > li').first();
    await expect(tile).toBeVisible();
    expect((await tile.boundingBox())?.width).toBeLessThan(390 / 2);
    expect(consoleProblems).toEqual([]);
  });

  test('a sheet brings its styles with the whole stylesheet when it first opens', async ({
    page,
    consoleProblems,
  }) => {
    await openOnOwnStylesheet(page, '/uz/catalog', '/assets/page~catalog~pagination.css');
    await page.getByRole('button', { name: 'Filtrlar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrlar' });
    await expect(sheet).toBeVisible();
    // Laid out by the sheet's own rules, which the page's stylesheet leaves out.
    await expect(sheet).toHaveCSS('position', 'fixed');
    expect(await stylesheets(page)).toEqual([
      '/assets/page~catalog~pagination.css',
      '/assets/style.css',
    ]);
    expect(consoleProblems).toEqual([]);
  });

  test('a toast brings its styles with the whole stylesheet when it first shows', async ({
    page,
    consoleProblems,
  }) => {
    await openOnOwnStylesheet(page, '/uz/catalog', '/assets/page~catalog~pagination.css');
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Savatga', exact: true })
      .first()
      .click();
    const toast = page.locator('[aria-live="polite"] > div').first();
    await expect(toast).toBeVisible();
    // Laid out by the toast's own rules, which the page's stylesheet leaves out.
    await expect(toast).toHaveCSS('display', 'flex');
    await expect(toast).toHaveCSS('pointer-events', 'auto');
    expect(await stylesheets(page)).toContain('/assets/style.css');
    expect(consoleProblems).toEqual([]);
  });

  test('the search suggestions bring their styles with the whole stylesheet', async ({
    page,
    consoleProblems,
  }) => {
    await openOnOwnStylesheet(page, '/uz', '/assets/page~home.css');
    const box = page.getByRole('combobox');
    await box.fill('сут');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Laid out by the list's own rules, which the page's stylesheet leaves out.
    await expect(list).toHaveCSS('position', 'absolute');
    await expect(list.getByRole('option').first()).toHaveCSS('display', 'flex');
    expect(await stylesheets(page)).toContain('/assets/style.css');
    expect(consoleProblems).toEqual([]);
  });

  test('page links come with the page’s stylesheet where the server shows them, else with the whole one', async ({
    page,
    consoleProblems,
  }) => {
    const pageLinks = page.getByRole('navigation', { name: 'Sahifalar' });
    const omitted = () =>
      page.evaluate(
        () =>
          document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-all]')?.dataset
            .omits,
      );
    // A search with one page of results: its stylesheet leaves the page links' rules out.
    await openOnOwnStylesheet(page, '/uz/search?q=Tashkent', '/assets/page~search.css');
    await expect(page.locator('[data-testid="product-grid"] li').first()).toBeVisible();
    await expect(pageLinks).toHaveCount(0);
    expect(await omitted()).toBe('pagination');
    // One with more pages: the server's page shows the links, with their rules.
    await openOnOwnStylesheet(page, '/uz/search?q=sut', '/assets/page~search~pagination.css');
    await expect(pageLinks.getByRole('list')).toHaveCSS('display', 'flex');
    expect(await omitted()).toBeUndefined();

    // A brand's products on a desktop, one page of them; the brand unticked in the sidebar, the
    // same page lists the whole catalogue: its links show laid out by their own rules, which
    // come with the whole stylesheet (that they wait for it: src/shared/ui/styled-part.test.tsx).
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOnOwnStylesheet(page, '/uz/catalog?brand=ahmad-tea', '/assets/page~catalog.css');
    await expect(pageLinks).toHaveCount(0);
    expect(await omitted()).toBe('pagination');
    await page.getByRole('checkbox', { name: /Ahmad Tea/ }).uncheck();
    await expect(page).toHaveURL(/\/uz\/catalog$/);
    await expect(pageLinks.getByRole('list')).toHaveCSS('display', 'flex');
    await expect(pageLinks.getByRole('link', { name: /2/ })).toHaveCSS('display', 'inline-flex');
    expect(await stylesheets(page)).toEqual(['/assets/page~catalog.css', '/assets/style.css']);
    expect(consoleProblems).toEqual([]);
  });

  test('the page’s stylesheet is much less than the whole one', async ({ page, request }) => {
    await page.goto('/uz/catalog');
    const [own] = await stylesheets(page);
    const href = await page.evaluate(() =>
      document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href'),
    );
    const all = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.dataset.all,
    );
    expect(own).toBe('/assets/page~catalog~pagination.css');
    const bytes = async (path: string) => (await (await request.get(path)).body()).length;
    expect(await bytes(href!)).toBeLessThan((await bytes(all!)) * 0.75);
  });
});
