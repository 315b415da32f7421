import { expect, locales, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, signIn, startsWith, text } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const urgench = { uz: 'Urganch', ru: 'Ургенч', en: 'Urgench' } as const;
const khiva = { uz: 'Xiva', ru: 'Хива', en: 'Khiva' } as const;

for (const locale of locales) {
  test(`delivery to a region: cities to choose, fee and days, perishables named (${locale})`, async ({
    page,
  }) => {
    const t = (id: string) => text(locale, id);
    await page.goto(`/${locale}`);
    await signIn(page);
    await addToCartFromProduct(page, 'bananas');
    const product = await page.request.get('/api/resources/product/bananas', {
      headers: { 'X-LANG': locale },
    });
    const bananas = ((await product.json()) as { data: { product: { name: string } } }).data.product
      .name;

    await page.goto(`/${locale}/checkout`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: startsWith(t('checkout.delivery.regional')) }).check();
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    await page
      .getByRole('combobox', { name: t('checkout.address.region') })
      .selectOption('khorezm');
    const city = page.getByRole('combobox', { name: t('checkout.address.city') });
    // The region's own list, not free text: the centre first.
    await expect(city).toHaveValue(urgench[locale]);
    await city.selectOption(khiva[locale]);
    await expect(city).toHaveValue(khiva[locale]);

    const quote = page.getByTestId('regional-quote');
    await expect(quote).toContainText(/3[–-]5/);
    // Bananas are fresh: named before any payment, and the order cannot go on.
    await expect(quote.getByTestId('blocked-lines')).toContainText(bananas);
    await expect(quote).toContainText(t('checkout.regional.blockedTitle'));
    await page.getByRole('textbox', { name: t('checkout.address.address') }).fill('Al-Xorazmiy 12');
    await expect(page.getByRole('button', { name: t('checkout.continue') })).toBeDisabled();
  });
}
