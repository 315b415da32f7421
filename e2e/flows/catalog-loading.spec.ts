import { expect, test, waitForHydration } from '../fixtures';
import { holdRequests, text } from './support';

const t = (id: string) => text('uz', id);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('leaving a category shows the loading state, not the old products, until the new list is in', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/uz/catalog?category=milk');
  await waitForHydration(page);
  const grid = page.getByTestId('product-grid');
  await expect(grid).toBeVisible();

  // The next list is held back until the old one has been checked.
  const release = await holdRequests(page, '**/api/resources/products');

  await page
    .getByRole('navigation', { name: t('ds.breadcrumbs.label') })
    .getByRole('link', { name: t('catalog.title'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('catalog.title'));
  await expect(page.getByTestId('product-grid-loading')).toBeVisible();
  await expect(page.getByTestId('product-grid-loading').getByRole('status')).toContainText(
    t('ds.spinner.loading'),
  );
  await expect(grid).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toHaveCount(0);

  release();
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('product-grid-loading')).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a page link pressed by keyboard keeps the focus while the next page loads and after', async ({
  page,
}) => {
  await page.goto('/uz/catalog');
  await waitForHydration(page);
  const release = await holdRequests(page, '**/api/resources/products');
  const pages = page.getByRole('navigation', { name: t('ds.pagination.label') });
  await pages.getByRole('link', { name: t('ds.pagination.nextPage') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('product-grid-loading')).toBeVisible();
  await expect(pages.getByRole('link', { name: t('ds.pagination.nextPage') })).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/uz\/catalog\?page=2$/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(pages.getByRole('link', { name: t('ds.pagination.nextPage') })).toBeFocused();
});

test('"show more" pressed by keyboard for the last page leaves the focus on the first product it added', async ({
  page,
}) => {
  await page.goto('/uz/catalog');
  const last = Number(
    await page
      .getByRole('navigation', { name: t('ds.pagination.label') })
      .locator('a:not([rel])')
      .last()
      .textContent(),
  );
  await page.goto(`/uz/catalog?page=${last - 1}`);
  await waitForHydration(page);
  const products = page.getByTestId('product-grid').locator(':scope > li');
  const shown = await products.count();
  await page.getByRole('link', { name: t('catalog.showMore') }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(page.getByRole('link', { name: t('catalog.showMore') })).toHaveCount(0);
  await expect(products.nth(shown).getByRole('link').first()).toBeFocused();
});
