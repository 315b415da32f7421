import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, codeFromOutbox, startsWith, text, uniquePhone } from './support';

const designSystemTexts = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../design-system/i18n/uz.json'), 'utf8'),
) as Record<string, string>;
/** A storefront or design-system text in Uzbek. */
const t = (id: string) => designSystemTexts[id] ?? text('uz', id);

/** Signs in through the dialog (opened from the header unless a protected page opened it). */
async function signIn(page: Page, phone = uniquePhone()) {
  const dialog = page.getByRole('dialog', { name: t('auth.signIn.title') });
  if (!(await dialog.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('ds.accountButton.signIn') })
      .click();
  }
  const before = Date.now() - 1000;
  await dialog
    .getByRole('textbox', { name: t('ds.phoneField.label') })
    .pressSequentially(phone.replace(/^\+998/, ''));
  await dialog.getByRole('button', { name: t('auth.signIn.getCode') }).click();
  const code = await codeFromOutbox(page, phone, 'sign-in', before);
  await dialog.getByRole('textbox', { name: t('ds.codeField.label') }).pressSequentially(code);
  await expect(dialog).toBeHidden();
}

async function token(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('auth') ?? '{}');
  return (JSON.parse(stored) as { token?: string }).token ?? '';
}

async function ordersOf(page: Page) {
  const answer = await page.request.get('/api/orders/list', {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Array<{ number: string }> }).data;
}

async function continueTo(page: Page) {
  await page.getByRole('button', { name: t('checkout.continue') }).click();
}

/** Courier (Tashkent) and pickup orders take a two-hour window: the first one still open. */
async function chooseWindow(page: Page, kind: 'courier' | 'pickup') {
  const windows = page.getByRole('group', { name: t(`checkout.window.${kind}Label`) });
  await windows.getByRole('radio', { disabled: false }).first().check();
}

/** From the home page: signed in, with bananas in the cart. */
async function signedInWithBananas(page: Page) {
  await page.goto('/uz');
  await waitForHydration(page);
  await signIn(page);
  await addToCartFromProduct(page, 'bananas');
}

/** Signed in with bananas in the cart: checkout by store pickup, up to the payment step. */
async function pickupToPayment(page: Page) {
  await signedInWithBananas(page);
  await page.goto('/uz/checkout');
  await waitForHydration(page);
  await page.getByRole('radio', { name: startsWith(t('checkout.delivery.pickup')) }).check();
  await continueTo(page);
  await page
    .getByRole('button', { name: t('checkout.store.choose') })
    .first()
    .click();
  await chooseWindow(page, 'pickup');
  await continueTo(page);
}

async function reloadCheckout(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

test('anonymous cart, sign-in at checkout, courier paid by a newly added card', async ({
  page,
}) => {
  // The longest journey: three reloads and a card payment settled by the simulator.
  test.slow();
  await addToCartFromProduct(page, 'bananas');
  await page.goto('/uz/checkout');
  await waitForHydration(page);
  // Checkout asks for sign-in by itself.
  await expect(page.getByRole('dialog', { name: t('auth.signIn.title') })).toBeVisible();
  await signIn(page);

  // The local cart went along into the account.
  const summary = page.getByRole('region', { name: t('checkout.summary.title') });
  await expect(summary).toContainText(/banan/i);

  await page.getByRole('radio', { name: startsWith(t('checkout.delivery.courier')) }).check();
  await continueTo(page);
  await reloadCheckout(page);

  // Nothing is lost on a reload, and problems are explained before going on.
  await chooseWindow(page, 'courier');
  await continueTo(page);
  await expect(page.getByText(t('checkout.problem.required')).first()).toBeVisible();
  await page.getByLabel(t('checkout.address.district')).selectOption('Chilonzor');
  await page.getByLabel(t('checkout.address.address')).fill('Bunyodkor koʻchasi 12');
  await page.getByLabel(t('checkout.address.flat')).fill('34');
  await reloadCheckout(page);
  await expect(page.getByLabel(t('checkout.address.flat'))).toHaveValue('34');
  await chooseWindow(page, 'courier');
  await continueTo(page);

  await page.getByLabel(t('checkout.receiver.name'), { exact: true }).fill('Dilnoza');
  await page.getByLabel(t('checkout.receiver.surname'), { exact: true }).fill('Karimova');
  await page.getByRole('radio', { name: startsWith(t('checkout.payment.card')) }).check();
  await reloadCheckout(page);
  await expect(page.getByLabel(t('checkout.receiver.surname'), { exact: true })).toHaveValue(
    'Karimova',
  );

  await page.getByRole('button', { name: t('checkout.payment.addCard') }).click();
  const dialog = page.getByRole('dialog', { name: t('cards.add.title') });
  await dialog.getByLabel(t('ds.cardNumberField.label')).pressSequentially('8600000000000015');
  await dialog.getByLabel(t('ds.expiryField.label')).pressSequentially('1230');
  await dialog.getByRole('button', { name: t('cards.add.continue') }).click();
  await dialog.getByRole('textbox', { name: t('cards.add.codeLabel') }).pressSequentially('666666');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /8600/ })).toBeChecked();

  // The full number leaves no trace on the device.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('8600000000000015');

  const pay = new RegExp(t('checkout.pay').replace('{total}', '.+'));
  await page.getByRole('button', { name: pay }).click();
  await page.waitForURL(/\/uz\/checkout\/confirmed\?order=/);
  await expect(page.getByRole('heading', { name: t('confirmed.title') })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  expect((await ordersOf(page)).map((order) => order.number)).toContain(number);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // The order is in My orders, with its own page.
  await page.getByRole('link', { name: t('confirmed.toOrder') }).click();
  await page.waitForURL(/\/uz\/account\/orders\/\d+$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('account.order.title').replace('{number}', number),
    }),
  ).toBeVisible();
  await page.goto('/uz/account/orders');
  await expect(page.getByRole('main').getByText(number)).toBeVisible();
});

test('store pickup paid on receipt: an emptied phone is told at the field; pressing the button twice places one order', async ({
  page,
}) => {
  await pickupToPayment(page);
  await page.getByLabel(t('checkout.receiver.name'), { exact: true }).fill('Aziz');
  await page.getByLabel(t('checkout.receiver.surname'), { exact: true }).fill('Rahimov');
  // An emptied phone is told at the field, which takes the focus.
  const phone = page.getByRole('textbox', { name: t('ds.phoneField.label') });
  await phone.fill('');
  await page.getByRole('radio', { name: startsWith(t('checkout.payment.cash')) }).check();
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(new RegExp(t('checkout.problem.required')));
  await phone.pressSequentially('901234567');
  await page.getByRole('radio', { name: startsWith(t('checkout.payment.cash')) }).check();
  await page.getByRole('button', { name: t('checkout.placeOrder') }).dblclick();
  await page.waitForURL(/\/uz\/checkout\/confirmed\?order=/);
  await expect(page.getByText(t('confirmed.thanks'))).toBeVisible();
  expect(await ordersOf(page)).toHaveLength(1);
});

test('the browser’s Back and Forward move between checkout’s steps', async ({ page }) => {
  const stepHeading = (id: string) => page.getByRole('heading', { level: 2, name: t(id) });
  await pickupToPayment(page);
  await expect(stepHeading('checkout.step.payment')).toBeVisible();
  // A page loaded between (here another page of the shop): each entry still opens its step.
  await page.goto('/uz/cart');
  await page.goBack();
  await waitForHydration(page);
  await expect(stepHeading('checkout.step.payment')).toBeVisible();

  await page.goBack();
  await expect(stepHeading('checkout.step.store')).toBeVisible();
  await expect(page).toHaveURL(/\/uz\/checkout$/);
  await page.goBack();
  await expect(stepHeading('checkout.step.delivery')).toBeVisible();
  await page.goForward();
  await expect(stepHeading('checkout.step.store')).toBeVisible();
  // After a reload, Back and Forward still open each entry's step.
  await page.reload();
  await waitForHydration(page);
  await expect(stepHeading('checkout.step.store')).toBeVisible();
  await page.goBack();
  await waitForHydration(page);
  await expect(stepHeading('checkout.step.delivery')).toBeVisible();
  await page.goForward();
  await expect(stepHeading('checkout.step.store')).toBeVisible();
  // Once more back from the first step, the browser leaves checkout.
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout/);
});

test('one-click buy from a product page buys that item alone', async ({ page }) => {
  await signedInWithBananas(page);
  await page.goto('/uz/products/boneless-beef');
  await waitForHydration(page);
  await page.getByRole('button', { name: t('product.buyNow') }).click();
  await page.waitForURL(/\/uz\/checkout$/);
  const summary = page.getByRole('region', { name: t('checkout.summary.title') });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).not.toContainText(/banan/i);
});
