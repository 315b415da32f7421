import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, pickupOrderFilled, signIn, text } from './support';

/** Switching the language loads the page anew: what the signed-in shopper had stays. */

async function switchLanguage(page: Page, locale: 'uz' | 'ru' | 'en') {
  await page.locator(`header a[hreflang="${locale}"]`).click();
  await page.waitForURL(new RegExp(`/${locale}(/|\\?|$)`));
  await waitForHydration(page);
}

test('names typed in the profile and not saved yet stay after switching the language', async ({
  page,
  consoleProblems,
}) => {
  await signIn(page);
  await page.goto('/ru/account');
  await waitForHydration(page);
  await page.getByLabel(text('ru', 'account.profile.name'), { exact: true }).fill('Дилноза');
  await page.getByLabel(text('ru', 'account.profile.surname'), { exact: true }).fill('Каримова');

  await switchLanguage(page, 'uz');
  await expect(page.getByLabel(text('uz', 'account.profile.name'), { exact: true })).toHaveValue(
    'Дилноза',
  );
  await expect(page.getByLabel(text('uz', 'account.profile.surname'), { exact: true })).toHaveValue(
    'Каримова',
  );

  // Once saved, a new load shows the profile as saved.
  await page.getByRole('button', { name: text('uz', 'account.profile.save') }).click();
  await expect(page.getByText(text('uz', 'account.profile.saved'))).toBeVisible();
  await switchLanguage(page, 'en');
  await expect(page.getByLabel(text('en', 'account.profile.name'), { exact: true })).toHaveValue(
    'Дилноза',
  );
  expect(consoleProblems).toEqual([]);
});

test('the confirmation page in another language still shows the order’s total, window and link', async ({
  page,
}) => {
  await signIn(page);
  await addToCartFromProduct(page, 'bananas');
  await pickupOrderFilled(page, 'uz');
  await page.getByRole('button', { name: text('uz', 'checkout.placeOrder') }).click();
  await page.waitForURL(/\/uz\/checkout\/confirmed\?order=/);
  await expect(page.getByTestId('order-window')).toBeVisible();

  await switchLanguage(page, 'ru');
  const main = page.getByRole('main');
  await expect(main.getByTestId('order-window')).toContainText(
    text('ru', 'confirmed.pickupWindow').split(':')[0]!,
  );
  await expect(main).toContainText(/2\s799\sсум/);
  await main.getByRole('link', { name: text('ru', 'confirmed.toOrder') }).click();
  await page.waitForURL(/\/ru\/account\/orders\/\d+$/);
});

test('an item bought in one click is named in the language the checkout is switched to', async ({
  page,
}) => {
  await page.goto('/en');
  await signIn(page);
  await page.goto('/en/products/bananas');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: text('en', 'product.buyNow') })
    .first()
    .click();
  await page.waitForURL(/\/en\/checkout$/);
  await waitForHydration(page);
  const summary = (locale: 'uz' | 'en') =>
    page.getByRole('region', { name: text(locale, 'checkout.summary.title') });
  await expect(summary('en')).toContainText('Bananas');

  await switchLanguage(page, 'uz');
  await expect(summary('uz')).toContainText('Banan');
  await expect(summary('uz')).not.toContainText('Bananas');
});
