import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { text } from './support';

const t = (id: string) => text('uz', id);
// A product no other journey touches: the stock set here is shared by every test of the run.
const slug = 'lazzat-milk-2-5-0-5-l';

interface ProductAnswer {
  data: { product: { name: string } };
}

async function storedQuantity(page: Page): Promise<number> {
  const cart = JSON.parse(
    await page.evaluate(() => localStorage.getItem('cart') ?? '[]'),
  ) as Array<{ slug: string; quantity: number }>;
  return cart.find((line) => line.slug === slug)?.quantity ?? 0;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone shopper pressing "add" three times on the last one gets one, a confirmation and a word about the stock', async ({
  page,
  consoleProblems,
}) => {
  const stock = await page.request.post('/__dev/stock', { data: { slug, quantity: 1 } });
  expect(stock.ok(), 'the reference API lets the stock be changed in development').toBe(true);
  const answer = await page.request.get(`/api/resources/product/${slug}`, {
    headers: { 'X-LANG': 'uz' },
  });
  const { name } = ((await answer.json()) as ProductAnswer).data.product;

  await page.goto(`/uz/products/${slug}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText(t('product.onlyLeft').replace('{count}', '1'))).toBeVisible();

  const add = main.getByRole('button', { name: t('product.addToCart'), exact: true }).first();
  await add.click();
  const polite = page.locator('[aria-live="polite"]');
  // Told politely, in words, while focus stays on the button pressed.
  await expect(polite.getByText(t('notice.addedToCart').replace('{name}', name))).toBeVisible();
  await expect(add).toBeFocused();
  await expect.poll(() => storedQuantity(page)).toBe(1);

  await add.click();
  await add.click();
  await expect(
    polite.getByText(`«${name}»: omborda faqat 1 dona bor`, { exact: false }),
  ).toBeVisible();
  await expect(add).toBeFocused();
  expect(await storedQuantity(page)).toBe(1);

  // The header counts what is really in the cart, after a reload too.
  await page.reload();
  await waitForHydration(page);
  expect(await storedQuantity(page)).toBe(1);
  const cartLink = page.getByRole('banner').locator('a[href="/uz/cart"]');
  await expect(cartLink).toContainText('1');
  expect(consoleProblems).toEqual([]);
});
