import { expect, test, waitForHydration } from '../fixtures';
import { text } from './support';

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
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/resources/products', async (route) => {
    await held;
    await route.continue();
  });

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
