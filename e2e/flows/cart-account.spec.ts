import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, signIn, text } from './support';

// Codes sent by this file: 2 (the reference API allows 20 per client address per hour).

const bread = 'tashkent-non-obi-non-flatbread-1-pc';
const milk = 'musaffo-milk-3-2-1-l';

function tokenOf(page: Page) {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '',
  );
}

/** The products of the account's cart, as the server holds it. */
async function accountCart(page: Page, token: string): Promise<string[]> {
  const answer = await page.request.get('/api/profile/cart', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as Array<{ slug: string }>).map((line) => line.slug);
}

function accountButton(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(text('uz', 'ds.accountButton.account')) });
}

test('an account cart that cannot be read is neither emptied nor written over, and joins the device’s once read', async ({
  page,
}) => {
  await page.goto('/uz');
  await signIn(page);
  await addToCartFromProduct(page, bread);
  const token = await tokenOf(page);
  await expect.poll(() => accountCart(page, token)).toEqual([bread]);

  // The account's cart cannot be read for a while.
  let unreadable = true;
  await page.route('**/api/profile/cart', async (route) => {
    if (unreadable && route.request().method() === 'GET') {
      await route.fulfill({ status: 503, json: { error: { code: 'unavailable' } } });
    } else {
      await route.continue();
    }
  });
  await page.goto('/uz/cart');
  await waitForHydration(page);
  // The device's copy is shown meanwhile, not an empty or endless cart.
  await expect(
    page.getByRole('main').locator(`[data-testid="cart-line"][data-slug="${bread}"]`),
  ).toBeVisible();
  expect(await accountCart(page, token)).toEqual([bread]);

  // Readable again: an add made now is joined with the account's cart, nothing is lost.
  unreadable = false;
  await addToCartFromProduct(page, milk);
  await expect.poll(() => accountCart(page, token)).toEqual([bread, milk]);
});

test('signing out offline keeps the cart change the account has not received, and says so', async ({
  page,
  context,
}) => {
  await page.goto('/uz');
  await signIn(page);
  const token = await tokenOf(page);
  await page.goto(`/uz/products/${milk}`);
  await waitForHydration(page);

  await context.setOffline(true);
  await page
    .getByRole('main')
    .getByRole('button', { name: text('uz', 'product.addToCart'), exact: true })
    .first()
    .click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart') ?? ''))
    .toContain(`"slug":"${milk}"`);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
  await expect(page.getByText(text('uz', 'notice.cartUnsavedAtSignOut'))).toBeVisible();
  await expect(accountButton(page)).toBeVisible();

  // Back online, the change reaches the account; then signing out goes ahead.
  await context.setOffline(false);
  await expect.poll(() => accountCart(page, token)).toEqual([milk]);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('uz', 'ds.accountButton.signIn') }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});
