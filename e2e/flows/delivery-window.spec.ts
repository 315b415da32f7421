import { expect, locales, test } from '../fixtures';
import { addToCartFromProduct, pickupStoreChosen, signIn, startsWith, text } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const locale of locales) {
  test(`a pickup order takes a two-hour window, shown on the confirmation (${locale})`, async ({
    page,
  }) => {
    const t = (id: string) => text(locale, id);
    await page.goto(`/${locale}`);
    await signIn(page);
    await addToCartFromProduct(page, 'bananas');
    await pickupStoreChosen(page, locale);

    const windows = page.getByRole('group', { name: t('checkout.window.pickupLabel') });
    await expect(windows).toBeVisible();
    // No window chosen yet: the order cannot go on.
    await expect(page.getByRole('button', { name: t('checkout.continue') })).toBeDisabled();
    const open = windows.getByRole('radio', { disabled: false }).first();
    const label = (await open.locator('xpath=ancestor::label').textContent()) ?? '';
    const time = /\d{2}:\d{2}–\d{2}:\d{2}/.exec(label)?.[0];
    expect(time).toBeTruthy();
    await open.check();
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    await page.getByLabel(t('checkout.receiver.name'), { exact: true }).fill('Aziz');
    await page.getByLabel(t('checkout.receiver.surname'), { exact: true }).fill('Rahimov');
    await page.getByRole('radio', { name: startsWith(t('checkout.payment.cash')) }).check();
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await page.waitForURL(new RegExp(`/${locale}/checkout/confirmed\\?order=`));
    await expect(page.getByTestId('order-window')).toContainText(time!);
  });
}
