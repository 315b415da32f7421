import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, signIn, startsWith, text } from './support';

type Locale = 'uz' | 'ru' | 'en';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const uzcard = '8600 •••• •••• 0015';
const humo = '9860 •••• •••• 0018';

async function openAccount(page: Page, locale: Locale) {
  await page.goto(`/${locale}/account`);
  await waitForHydration(page);
  return page.getByRole('region', { name: text(locale, 'cards.saved.title') });
}

/** Adds a test card through the add-card dialog with the card processor simulator's code. */
async function addCard(page: Page, locale: Locale, number: string, expiry: string) {
  const t = (key: string) => text(locale, key);
  const cards = page.getByRole('region', { name: t('cards.saved.title') });
  await cards.getByRole('button', { name: t('cards.saved.add') }).tap();
  const dialog = page.getByRole('dialog', { name: t('cards.add.title') });
  await dialog.getByLabel(t('ds.cardNumberField.label')).pressSequentially(number);
  await dialog.getByLabel(t('ds.expiryField.label')).pressSequentially(expiry);
  await dialog.getByRole('button', { name: t('cards.add.continue') }).tap();
  await dialog.getByRole('textbox', { name: t('cards.add.codeLabel') }).pressSequentially('666666');
  await expect(dialog).toBeHidden();
}

/** The card's "Default" badge (the exact text: Uzbek "Asosiy qilish" begins with it). */
function defaultBadge(page: Page, locale: Locale, masked: string) {
  return cardItem(page, locale, masked).getByText(text(locale, 'cards.saved.isDefault'), {
    exact: true,
  });
}

function cardItem(page: Page, locale: Locale, masked: string) {
  return page
    .getByRole('region', { name: text(locale, 'cards.saved.title') })
    .getByRole('listitem')
    .filter({ hasText: masked });
}

for (const locale of ['uz', 'ru', 'en'] as const) {
  test(`saved cards: added, the default chosen and preselected at checkout, the default removed, in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    const t = (key: string) => text(locale, key);
    await page.goto(`/${locale}`);
    await signIn(page);

    const cards = await openAccount(page, locale);
    await expect(cards.getByText(t('cards.saved.empty'))).toBeVisible();
    await addCard(page, locale, '8600000000000015', '1230');
    await expect(defaultBadge(page, locale, uzcard)).toBeVisible();
    await addCard(page, locale, '9860000000000018', '0329');
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(defaultBadge(page, locale, humo)).toHaveCount(0);

    // The Humo becomes the default and moves to the top.
    await cardItem(page, locale, humo)
      .getByRole('button', { name: t('cards.saved.makeDefault') })
      .tap();
    await expect(cards.getByRole('listitem').first()).toContainText(humo);
    await expect(defaultBadge(page, locale, humo)).toBeVisible();
    await expect(defaultBadge(page, locale, uzcard)).toHaveCount(0);
    // The full number is nowhere on the device.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('8600000000000015');
    expect(stored).not.toContain('9860000000000018');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Checkout pays with the default card unless the shopper chooses another.
    await addToCartFromProduct(page, 'bananas');
    await page.goto(`/${locale}/checkout`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: startsWith(t('checkout.delivery.pickup')) }).check();
    await page.getByRole('button', { name: t('checkout.continue') }).tap();
    await page
      .getByRole('button', { name: t('checkout.store.choose') })
      .first()
      .tap();
    // A pickup order takes a two-hour window: the first one still open.
    await page
      .getByRole('group', { name: t('checkout.window.pickupLabel') })
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    await page.getByRole('button', { name: t('checkout.continue') }).tap();
    await page.getByRole('radio', { name: startsWith(t('checkout.payment.card')) }).check();
    await expect(page.getByRole('radio', { name: new RegExp(humo) })).toBeChecked();
    await expect(page.getByRole('radio', { name: new RegExp(uzcard) })).not.toBeChecked();

    // Removing the default hands it to the card left; the list is the server's after a reload.
    await openAccount(page, locale);
    await cardItem(page, locale, humo)
      .getByRole('button', { name: t('cards.saved.remove') })
      .tap();
    const confirm = page.getByRole('dialog', {
      name: t('cards.saved.removeTitle').replace('{card}', humo),
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t('cards.saved.confirmRemove') }).tap();
    await expect(confirm).toBeHidden();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(defaultBadge(page, locale, uzcard)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(defaultBadge(page, locale, uzcard)).toBeVisible();
  });
}
