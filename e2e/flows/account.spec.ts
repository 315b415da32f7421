import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { signIn, signInDialog, text } from './support';

const t = (id: string) => text('uz', id);

// A 1×1 PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function token(page: Page): Promise<string> {
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('auth') ?? '{}')) as {
    token?: string;
  };
  expect(stored.token).toBeTruthy();
  return stored.token ?? '';
}

async function openProfile(page: Page) {
  await page.goto('/uz/account');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: t('account.profile.title') }),
  ).toBeVisible();
}

/** Places a pickup order paid in cash through the API, as the signed-in shopper. */
async function placeOrder(page: Page): Promise<{ id: number; number: string }> {
  const product = await page.request.get('/api/resources/product/musaffo-milk-3-2-1-l');
  const {
    data: { product: milk },
  } = (await product.json()) as { data: { product: { id: number; price: number } } };
  const answer = await page.request.post('/api/orders/', {
    headers: {
      Authorization: `Bearer ${await token(page)}`,
      'Idempotency-Key': randomUUID(),
      'X-LANG': 'uz',
    },
    data: {
      delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
      receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
      payment: { type: 'cash' },
      lines: [{ product_id: milk.id, quantity: 2 }],
      expected_total: milk.price * 2,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number; number: string } }).data;
}

test('the profile keeps edited names, checks photos on the device and shows a valid one', async ({
  page,
}) => {
  await signIn(page);
  await openProfile(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t('account.profile.name') }).fill('Aziza');
  await main.getByRole('textbox', { name: t('account.profile.surname') }).fill('Rahimova');
  await main.getByRole('button', { name: t('account.profile.save') }).click();
  await expect(main.getByText(t('account.profile.saved'))).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('textbox', { name: t('account.profile.name') })).toHaveValue('Aziza');
  await expect(main.getByRole('textbox', { name: t('account.profile.surname') })).toHaveValue(
    'Rahimova',
  );

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/profile/upload-photo')) uploads.push(request.url());
  });
  const input = page.locator('#profile-photo-input');
  await input.setInputFiles({
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(main.getByText(t('account.photo.error.size'))).toBeVisible();
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(main.getByText(t('account.photo.error.type'))).toBeVisible();
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(main.getByRole('img', { name: t('account.profile.photo') })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth') ?? ''))
    .toMatch(/"photo":"[^"]+"/);
  expect(uploads).toHaveLength(1);
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('img', { name: t('account.profile.photo') })).toBeVisible();
});

test('an order appears in My orders with its details, and buy again fills the cart', async ({
  page,
}) => {
  await signIn(page);
  const order = await placeOrder(page);
  await page.goto('/uz/account/orders');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const link = main.getByRole('link', { name: `Buyurtma ${order.number}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/uz/account/orders/${order.id}`);
  await expect(
    main.getByRole('heading', { level: 1, name: `Buyurtma ${order.number}` }),
  ).toBeVisible();
  await expect(main.getByText(t('account.delivery.pickup'))).toBeVisible();

  await main.getByRole('button', { name: t('account.order.buyAgain') }).click();
  await expect(page).toHaveURL('/uz/cart');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart') ?? ''))
    .toContain('musaffo-milk-3-2-1-l');

  await page.goto('/uz/account/orders/999999');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Buyurtma/);
});

test('deleting the account clears personal data and lands on home', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t('account.profile.delete') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.profile.deleteTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('account.profile.deleteConfirm') }).click();
  await expect(page).toHaveURL('/uz');
  await expect(page.getByText(t('notice.accountDeleted'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('cart') ?? '[]')).toBe('[]');
});

test('the web view orders page has no layout and asks a visitor to sign in', async ({ page }) => {
  await page.goto('/uz/wvs/orders');
  await waitForHydration(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The sign-in dialog opens by itself; closed, the page still offers to sign in.
  await expect(signInDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: t('auth.required.title') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('auth.required.action') })).toBeVisible();
});
