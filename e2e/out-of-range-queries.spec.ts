import { expect, test, waitForHydration } from './fixtures';

// Numbers in an address or a filter field beyond what the API takes: the page keeps to the API's
// limits, and a page past the end of a list says where the list ends.
const huge = '99999999999';

test.describe('page numbers past the end of a list', () => {
  test('answer 200, not for indexing, with "nothing on this page" and a link to the last page', async ({
    request,
  }) => {
    for (const address of [
      `/uz/catalog?page=${huge}`,
      `/uz/products?page=${huge}`,
      `/uz/brands/ahmad-tea?page=${huge}`,
      `/uz/search?q=sut&page=${huge}`,
      `/uz/blogs?page=${huge}`,
      '/uz/catalog?page=10001',
      '/uz/catalog?page=9999',
      '/uz/blogs?page=10001',
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain('<meta data-head name="robots" content="noindex">');
      expect(html, address).toContain('Bu sahifada hech narsa yoʻq');
      expect(html, address).toMatch(/Roʻyxat \d+-sahifada tugaydi\./);
      expect(html, address).toMatch(/>\d+-sahifaga oʻtish</);
      expect(html, address).not.toContain('Hech narsa topilmadi');
      expect(html, address).not.toContain('Mahsulotlar topilmadi');
    }
  });

  test('a price bound in the address above the highest price shows the list, not an error', async ({
    request,
  }) => {
    for (const address of ['/ru/catalog?price_max=3000000000', `/uz/catalog?price_min=${huge}`]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
    }
  });

  test('the page hydrates as the server drew it and its link opens the last page', async ({
    page,
    consoleProblems,
  }) => {
    for (const address of [
      `/ru/catalog?page=${huge}`,
      `/ru/brands/ahmad-tea?page=${huge}`,
      `/ru/blogs?page=${huge}`,
    ]) {
      await page.goto(address);
      await waitForHydration(page);
      await expect(
        page.getByRole('heading', { name: 'На этой странице ничего нет' }),
      ).toBeVisible();
      const toLast = page.getByRole('link', { name: /^Перейти на страницу \d+$/ });
      const lastPage = (await toLast.textContent())?.match(/\d+/)?.[0];
      await toLast.click();
      await expect(page).toHaveURL(
        lastPage === '1' ? /\/ru\/[^?]+$/ : new RegExp(`\\?page=${lastPage}$`),
      );
      await expect(page.getByRole('heading', { name: 'На этой странице ничего нет' })).toHaveCount(
        0,
      );
    }
    expect(consoleProblems).toEqual([]);
  });

  test('a search whose results fit on page 1, opened at page 2, leads back to page 1', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/uz/search?q=go%CA%BBsht&page=2');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Bu sahifada hech narsa yoʻq' })).toBeVisible();
    await expect(page.getByText('Roʻyxat 1-sahifada tugaydi.')).toBeVisible();
    await expect(page.getByText('Hech narsa topilmadi')).toHaveCount(0);
    await page.getByRole('link', { name: '1-sahifaga oʻtish' }).click();
    await expect(page).toHaveURL(/\/uz\/search\?q=go%CA%BBsht$/);
    await expect(page.locator('[data-testid="product-grid"] li').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bu sahifada hech narsa yoʻq' })).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });
});

test('a price typed above the highest one is applied as that price, and the list stays', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru/catalog');
  await waitForHydration(page);
  const grid = page.locator('[data-testid="product-grid"] li');
  await expect(grid.first()).toBeVisible();
  const priceTo = page.locator('#catalog-filters-sidebar-price-max');
  await priceTo.fill('3000000000');
  await priceTo.press('Tab');
  await expect(page).toHaveURL(/\/ru\/catalog\?price_max=2147483647$/);
  await expect(page.locator('#catalog-filters-sidebar-price-max')).toHaveValue('2147483647');
  await expect(
    page.getByText(/Самая высокая цена, которую можно указать, — 2\s147\s483\s647\sсум/),
  ).toBeVisible();
  await expect(grid.first()).toBeVisible();
  await expect(page.getByText('Страница не найдена')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});
