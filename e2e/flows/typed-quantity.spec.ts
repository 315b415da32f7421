import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, text } from './support';

const t = (id: string) => text('uz', id);

function lineOf(page: Page, slug: string) {
  return page.getByRole('main').locator(`[data-testid="cart-line"][data-slug="${slug}"]`);
}

async function storedQuantity(page: Page, slug: string): Promise<number | undefined> {
  const cart = JSON.parse(
    await page.evaluate(() => localStorage.getItem('cart') ?? '[]'),
  ) as Array<{ slug: string; quantity: number }>;
  return cart.find((line) => line.slug === slug)?.quantity;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, a cart quantity is typed: pieces, a weight in kilograms with a comma, and text that is no quantity', async ({
  page,
}) => {
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
  await addToCartFromProduct(page, 'bananas');
  await page.goto('/uz/cart');
  await waitForHydration(page);

  const milk = lineOf(page, 'musaffo-milk-3-2-1-l').getByRole('spinbutton');
  await expect(milk).toHaveAttribute('inputmode', 'numeric');
  await milk.fill('3');
  await milk.press('Enter');
  await expect(milk).toHaveAttribute('aria-valuenow', '3');
  await expect.poll(() => storedQuantity(page, 'musaffo-milk-3-2-1-l')).toBe(3);

  const bananas = lineOf(page, 'bananas').getByRole('spinbutton');
  await expect(bananas).toHaveAttribute('inputmode', 'decimal');
  await bananas.fill('0,5');
  // Leaving the field commits it, as Enter does.
  await milk.focus();
  await expect(bananas).toHaveValue('500 g');
  await expect(bananas).toHaveAttribute('aria-valuenow', '500');

  await bananas.fill('yarim kilo');
  await bananas.press('Enter');
  await expect(lineOf(page, 'bananas').getByRole('alert')).toHaveText(
    text('uz', 'ds.quantityStepper.notWeight'),
  );
  await expect(bananas).toHaveValue('500 g');
  await expect(bananas).toHaveAttribute('aria-invalid', 'true');

  // The quantities typed are the cart's after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(lineOf(page, 'musaffo-milk-3-2-1-l').getByRole('spinbutton')).toHaveValue('3');
  await expect(lineOf(page, 'bananas').getByRole('spinbutton')).toHaveValue('500 g');
  expect(t('ds.quantityStepper.notWeight')).toContain('0,5');
});
