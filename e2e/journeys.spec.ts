import AxeBuilder from '@axe-core/playwright';
import { expect, firstSlugs, test, waitForHydration } from './fixtures';

test.describe('shopper journeys', () => {
  test('the home page hydrates without console errors and links navigate in place', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await expect(page.locator('h1')).toBeVisible();
    const homeHeading = await page.locator('h1').innerText();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.locator('main a[href^="/uz/products/"]').first().click();
    await expect(page).toHaveURL(/\/uz\/products\//);
    // The home page stays until the product page's code and data are in.
    await expect(page.locator('h1')).not.toHaveText(homeHeading);
    await expect(page.locator('h1')).toBeVisible();
    expect(requests.some((url) => url.includes('/api/resources/product/'))).toBe(true);
    expect(
      requests.filter((url) => url.endsWith('.html') || /\/uz\/products\/[^/]+$/.test(url)),
    ).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleProblems).toEqual([]);
  });

  test("an article keeps the server's text as the page hydrates, and one opened in the app shows its own", async ({
    page,
    request,
  }) => {
    const { data: blogs } = (await (await request.get('/api/content/blogs')).json()) as {
      data: Array<{ slug: string; title: string }>;
    };
    const [first, second] = blogs;
    if (!first || !second) throw new Error('The shop has fewer than two articles');
    const sanitizer: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sanitize-[^/]*\.js$/.test(request.url())) sanitizer.push(request.url());
    });
    await page.goto(`/uz/blogs/${first.slug}`);
    await waitForHydration(page);
    const firstParagraph = page.locator('main p').first();
    await expect(firstParagraph).not.toBeEmpty();
    // The browser sanitises CMS text only to show it itself: not for the server's own.
    await page.waitForLoadState('networkidle');
    expect(sanitizer).toEqual([]);

    const { data: article } = (await (
      await request.get(`/api/content/blogs/${second.slug}`, { headers: { 'x-lang': 'uz' } })
    ).json()) as { data: { body: string } };
    const opening = /<p>([^<]{20,})/.exec(article.body)?.[1]?.slice(0, 20);
    if (!opening) throw new Error(`The article ${second.slug} opens with no paragraph of text`);
    await page.locator('main a[href="/uz/blogs"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first.title);
    await page.locator(`main a[href="/uz/blogs/${second.slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(page.locator('main')).toContainText(opening);
    expect(sanitizer).toHaveLength(1);
  });

  test('hydration does not fetch the page data a second time', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { products } = await firstSlugs(request);
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/')) apiCalls.push(call.url());
    });
    await page.goto(`/ru/products/${products[0]}`);
    await waitForHydration(page);
    expect(apiCalls.filter((url) => !url.includes('/api/media/'))).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('sort and filters live in the address, survive a reload and the back button', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/en/catalog');
    await waitForHydration(page);
    const firstName = async () =>
      (await page.locator('[data-testid="product-grid"] h2').first().textContent())?.trim();
    const popular = await firstName();
    // By keyboard, the closed select passes the orders one arrow at a time: one step of history.
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    await sort.press('ArrowDown');
    await expect(page).toHaveURL(/sort=price_asc/);
    await sort.press('ArrowDown');
    await expect(page).toHaveURL(/sort=price_desc/);
    await sort.press('ArrowUp');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(sort).toBeFocused();
    await expect.poll(firstName).not.toBe(popular);
    const cheapest = await firstName();
    await page.getByLabel('In stock only').first().check();
    await page.getByRole('button', { name: 'Show products' }).first().click();
    await expect(page).toHaveURL(/in_stock=1/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByLabel('In stock only').first()).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc$/);
    await expect.poll(firstName).toBe(cheapest);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expect.poll(firstName).toBe(popular);
    expect(consoleProblems).toEqual([]);
  });

  test('"See all" under the deals opens the catalogue of the deals in stock, and "Deals only" is ticked', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Deals' })
      .getByRole('link', { name: 'See all' })
      .click();
    await expect(page).toHaveURL(/\/en\/catalog\?in_stock=1&on_sale=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue');
    await expect(page.getByRole('checkbox', { name: 'Deals only' }).first()).toBeChecked();
    const cards = page.getByRole('main').locator('[data-testid="product-grid"] > li');
    await expect(cards.first()).toBeVisible();
    // Each product listed is a deal: its card shows the price it had before.
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.filter({ has: page.locator('s') })).toHaveCount(count);
    expect(consoleProblems).toEqual([]);
  });

  test('without scripts the filters are a plain form the server answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/catalog');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.getByLabel('In stock only').check();
    await page.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(page.locator('[data-testid="product-grid"] li').first()).toBeVisible();
    await context.close();
  });

  test('"show more" adds the next page below and keeps the scroll position', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/en/catalog');
    await waitForHydration(page);
    const tiles = page.locator('[data-testid="product-grid"] > li');
    const firstPage = await tiles.count();
    const more = page.getByRole('link', { name: 'Show more' });
    await more.scrollIntoViewIfNeeded();
    // Cards render as they come into view, at their own height: the page settles in a frame or two.
    const scrolled = await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await more.click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(tiles).toHaveCount(firstPage * 2);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(consoleProblems).toEqual([]);
  });

  test('on a phone the filters open in a sheet and apply at once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ru/catalog');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await sheet.getByLabel('Только в наличии').check();
    await expect(page).toHaveURL(/in_stock=1/);
    await sheet.getByRole('button', { name: /^Показать \d+/ }).click();
    await expect(sheet).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/catalog$/);
  });

  test('an impossible filter shows "No products found" with a way out', async ({ page }) => {
    await page.goto('/en/catalog?price_min=999999999');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(/\/en\/catalog$/);
    await expect(page.locator('[data-testid="product-grid"] li').first()).toBeVisible();
  });

  test('search finds products typed in Cyrillic Uzbek, with a wrong apostrophe and with a typo', async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/uz');
    await waitForHydration(page);
    const box = page.getByRole('combobox');
    await box.fill('сут');
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/uz\/search\?q=/);
    await expect(page.locator('[data-testid="product-grid"] li').first()).toBeVisible();

    for (const query of ["yog'", 'yog‘', 'kefr']) {
      await page.goto(`/uz/search?q=${encodeURIComponent(query)}`);
      await expect(page.locator('[data-testid="product-grid"] li').first(), query).toBeVisible();
    }
    // The header's box shows what the results are for, in the server's HTML already.
    await expect(page.getByRole('combobox')).toHaveValue('kefr');
    await page.goto('/en/search?q=zzqqxxww');
    await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
    // The header's box says so too, under the field, for the text typed in it.
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const nothingFound = header.locator('p', { hasText: 'Nothing found' });
    await header.getByRole('combobox').fill('qqzzxx');
    await expect(nothingFound).toBeVisible();
    await expect(header.getByRole('search').getByRole('status')).toHaveText('Nothing found');
    await header.getByRole('combobox').fill('milk');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(nothingFound).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });

  test('the language switcher keeps the page and query', async ({ page }) => {
    await page.goto('/uz/catalog?sort=newest');
    await waitForHydration(page);
    await page.getByRole('link', { name: /Русский/ }).click();
    await expect(page).toHaveURL(/\/ru\/catalog\?sort=newest$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог');
  });

  test('after switching the language by keyboard the focus is on the new language’s link', async ({
    page,
  }) => {
    await page.goto('/uz/catalog?sort=newest');
    await waitForHydration(page);
    await page.getByRole('link', { name: /Русский/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ru\/catalog\?sort=newest$/);
    const russian = page.getByRole('link', { name: /Русский/ });
    await expect(russian).toHaveAttribute('aria-current', 'true');
    await expect(russian).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /English/ })).toBeFocused();
    // Only the load the link made: a reload starts from the top, as any page does.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('the 404 page names the missing address', async ({ page }) => {
    const response = await page.goto('/en/missing-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /en/missing-page')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('axe finds no violations on home, catalogue, product, search, blog article and stores', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const slugs = await firstSlugs(request);
    for (const path of [
      '/uz',
      '/uz/catalog',
      `/uz/products/${slugs.products[0]}`,
      '/uz/search?q=sut',
      `/uz/blogs/${slugs.blog}`,
      '/uz/markets',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${path}: ${violation.id} (${violation.nodes.length})`,
        ),
        path,
      ).toEqual([]);
    }
  });
});
