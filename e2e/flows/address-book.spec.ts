import type { Page } from '@playwright/test';
import { expect, locales, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, signIn, startsWith, text, uniquePhone } from './support';

type Locale = (typeof locales)[number];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function addAddressInAccount(
  page: Page,
  locale: Locale,
  address: { district: string; street: string; flat: string },
) {
  const t = (id: string) => text(locale, id);
  const book = page.getByRole('region', { name: t('addresses.book.title') });
  await book.getByRole('button', { name: t('addresses.book.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('addresses.form.addTitle') });
  await dialog.getByLabel(t('addresses.form.district')).selectOption(address.district);
  await dialog.getByLabel(t('addresses.form.street')).fill(address.street);
  await dialog.getByLabel(t('addresses.form.flat')).fill(address.flat);
  await dialog.getByRole('button', { name: t('addresses.form.save') }).click();
  await expect(dialog).toBeHidden();
}

/** Signs out from the header's account menu. */
async function signOut(page: Page, locale: Locale) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(text(locale, 'ds.accountButton.account')) })
    .click();
  await page.getByRole('menuitem', { name: text(locale, 'auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text(locale, 'ds.accountButton.signIn') }),
  ).toBeVisible();
}

for (const locale of locales) {
  test(`address book in ${locale}: added in the account, edited, made default, removed`, async ({
    page,
  }) => {
    const t = (id: string) => text(locale, id);
    await page.goto(`/${locale}`);
    await signIn(page);
    await page.goto(`/${locale}/account`);
    await waitForHydration(page);
    const book = page.getByRole('region', { name: t('addresses.book.title') });
    await expect(book.getByText(t('addresses.book.empty'))).toBeVisible();

    // Saving without a street says what is missing.
    await book.getByRole('button', { name: t('addresses.book.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses.form.addTitle') });
    await dialog.getByRole('button', { name: t('addresses.form.save') }).click();
    await expect(dialog.getByText(t('addresses.form.required')).first()).toBeVisible();
    await dialog.getByRole('button', { name: t('addresses.form.cancel') }).click();

    await addAddressInAccount(page, locale, {
      district: 'Chilonzor',
      street: 'Bunyodkor koʻchasi 12',
      flat: '34',
    });
    await addAddressInAccount(page, locale, {
      district: 'Yunusobod',
      street: 'Amir Temur 108',
      flat: '45',
    });
    const items = book.getByRole('listitem');
    await expect(items).toHaveCount(2);
    // The first saved is the default.
    await expect(items.filter({ hasText: 'Bunyodkor' })).toContainText(
      t('addresses.book.isDefault'),
    );

    await items
      .filter({ hasText: 'Amir Temur' })
      .getByRole('button', { name: startsWith(t('addresses.book.makeDefault')) })
      .click();
    await expect(items.filter({ hasText: 'Amir Temur' })).toContainText(
      t('addresses.book.isDefault'),
    );

    await items
      .filter({ hasText: 'Bunyodkor' })
      .getByRole('button', { name: startsWith(t('addresses.book.edit')) })
      .click();
    const edit = page.getByRole('dialog', { name: t('addresses.form.editTitle') });
    await edit.getByLabel(t('addresses.form.flat')).fill('35');
    await edit.getByRole('button', { name: t('addresses.form.save') }).click();
    await expect(edit).toBeHidden();
    await expect(items.filter({ hasText: 'Bunyodkor' })).toContainText('35');

    await items
      .filter({ hasText: 'Bunyodkor' })
      .getByRole('button', { name: startsWith(t('addresses.book.remove')) })
      .click();
    await page.getByRole('button', { name: t('addresses.book.confirmRemove') }).click();
    await expect(items).toHaveCount(1);
    await page.reload();
    await waitForHydration(page);
    await expect(book.getByRole('listitem')).toHaveCount(1);
  });
}

test('checkout: the saved default address in one tap, a typed one saved with the order and both there after signing in again; the substitution choice shown in the order', async ({
  page,
}) => {
  test.slow();
  const locale = 'ru' as const;
  const t = (id: string) => text(locale, id);
  const phone = uniquePhone();
  await page.goto(`/${locale}`);
  await signIn(page, phone);
  await page.goto(`/${locale}/account`);
  await waitForHydration(page);
  await addAddressInAccount(page, locale, {
    district: 'Chilonzor',
    street: 'Bunyodkor koʻchasi 12',
    flat: '34',
  });

  await addToCartFromProduct(page, 'bananas');
  await page.goto(`/${locale}/checkout`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: startsWith(t('checkout.delivery.courier')) }).check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();

  // The default is chosen already, its fields filled in.
  const choices = page.getByRole('group', { name: t('checkout.addressBook.legend') });
  await expect(choices.getByRole('radio', { name: /Bunyodkor/ })).toBeChecked();
  await expect(page.getByLabel(t('checkout.address.flat'))).toHaveValue('34');

  // Another address, typed, to be saved with the order.
  await choices.getByRole('radio', { name: startsWith(t('checkout.addressBook.another')) }).check();
  await expect(page.getByLabel(t('checkout.address.address'))).toHaveValue('');
  await page.getByLabel(t('checkout.address.district')).selectOption('Olmazor');
  await page.getByLabel(t('checkout.address.address')).fill('Beruniy 5');
  await page.getByLabel(t('checkout.address.flat')).fill('7');
  // One tap back to the saved address, and the typed one is still there behind "another".
  await choices.getByRole('radio', { name: /Bunyodkor/ }).check();
  await expect(page.getByLabel(t('checkout.address.address'))).toHaveValue('Bunyodkor koʻchasi 12');
  await choices.getByRole('radio', { name: startsWith(t('checkout.addressBook.another')) }).check();
  await expect(page.getByLabel(t('checkout.address.address'))).toHaveValue('Beruniy 5');
  await page.getByRole('checkbox', { name: startsWith(t('checkout.addressBook.save')) }).check();
  await page
    .getByRole('group', { name: t('checkout.window.courierLabel') })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();

  await page.getByLabel(t('checkout.receiver.name'), { exact: true }).fill('Dilnoza');
  await page.getByLabel(t('checkout.receiver.surname'), { exact: true }).fill('Karimova');
  await page.getByRole('radio', { name: startsWith(t('checkout.payment.cash')) }).check();
  // What the picker does when an item is missing: "call me" is preselected, "replace" chosen.
  const substitution = page.getByRole('group', { name: t('checkout.substitution.legend') });
  await expect(
    substitution.getByRole('radio', { name: startsWith(t('checkout.substitution.call')) }),
  ).toBeChecked();
  await substitution
    .getByRole('radio', { name: startsWith(t('checkout.substitution.replace')) })
    .check();
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await page.waitForURL(/\/ru\/checkout\/confirmed\?order=/);
  // The order's details show the choice.
  await page.getByRole('link', { name: t('confirmed.toOrder') }).click();
  await page.waitForURL(/\/ru\/account\/orders\/\d+$/);
  const choice = page.getByRole('region', { name: t('account.order.substitution.title') });
  await expect(choice).toContainText(t('account.order.substitution.replace'));

  // Signed out, then in again on a new device: both addresses are in the account.
  await page.goto(`/${locale}`);
  await waitForHydration(page);
  await signOut(page, locale);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${locale}`);
  await signIn(page, phone);
  await page.goto(`/${locale}/account`);
  await waitForHydration(page);
  const book = page.getByRole('region', { name: t('addresses.book.title') });
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await expect(book).toContainText('Beruniy 5');
  await expect(book).toContainText('Bunyodkor koʻchasi 12');
});
