import { expect, locales, test, waitForHydration } from '../fixtures';
import { text } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The support team's phone, as on the contacts page; the shop's notices go there. */
const supportTeamPhone = '+998712051000';

const companies = {
  uz: {
    name: 'Toshkent Savdo MChJ',
    inn: '301234567',
    contact: 'Aziz Karimov',
    phone: '901112233',
  },
  ru: { name: 'ООО «Самарканд Трейд»', inn: '302345678', contact: 'Ольга Ким', phone: '935556677' },
  en: {
    name: 'Silk Road Offices LLC',
    inn: '303456789',
    contact: 'Dilnoza Yusupova',
    phone: '977778899',
  },
} as const;

for (const locale of locales) {
  test(`a company sends a request on the business page and gets its number (${locale})`, async ({
    page,
    consoleProblems,
  }) => {
    const t = (id: string) => text(locale, id);
    const company = companies[locale];
    await page.goto(`/${locale}/business`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t('business.title') })).toBeVisible();
    for (const offer of ['invoicesTitle', 'bulkTitle', 'managerTitle', 'officesTitle']) {
      await expect(
        page.getByRole('heading', { level: 3, name: t(`business.offer.${offer}`) }),
      ).toBeVisible();
    }

    const form = page.getByRole('form', { name: t('business.form.title') });
    await form.getByRole('textbox', { name: t('business.form.companyName') }).fill(company.name);
    await form
      .getByRole('textbox', { name: new RegExp(t('business.form.inn').replace(/[()]/g, '\\$&')) })
      .fill('30123');
    await form.getByRole('textbox', { name: t('business.form.contactName') }).fill(company.contact);
    await form
      .getByRole('textbox', { name: t('business.form.phone') })
      .pressSequentially(company.phone);
    await form
      .getByRole('combobox', { name: t('business.form.monthlyVolume') })
      .selectOption('from_10m_to_50m');
    await form.getByRole('button', { name: t('business.form.submit') }).click();

    // A short INN is named in the shopper's language; nothing typed is lost.
    await expect(form.getByText(t('business.problem.innInvalid'))).toBeVisible();
    await expect(form.getByRole('textbox', { name: t('business.form.companyName') })).toHaveValue(
      company.name,
    );
    const inn = form.getByRole('textbox', {
      name: new RegExp(t('business.form.inn').replace(/[()]/g, '\\$&')),
    });
    await inn.fill(company.inn);
    await form.getByRole('button', { name: t('business.form.submit') }).click();

    const sent = page.getByTestId('business-request-sent');
    await expect(sent).toBeVisible();
    const number = /BR-\d{6}-\d{4,}/.exec((await sent.textContent()) ?? '')?.[0];
    expect(number).toBeTruthy();
    await expect(sent).toContainText(t('business.sent.title').replace('{number}', number!));

    // The support team is told: the request is in the dev outbox of the support phone.
    const outbox = await page.request.get(
      `/__dev/outbox?phone=${encodeURIComponent(supportTeamPhone)}`,
    );
    expect(outbox.status()).toBe(200);
    const { messages } = (await outbox.json()) as { messages: Array<{ text: string }> };
    const notice = messages.find((message) => message.text.includes(number!));
    expect(notice?.text).toContain(company.inn);
    expect(notice?.text).toContain(`+998${company.phone}`);
    expect(consoleProblems).toEqual([]);
  });
}

test('the business page is linked from the footer, the contacts page and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/ru/contacts');
  await waitForHydration(page);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: text('ru', 'footer.business') }),
  ).toHaveAttribute('href', '/ru/business');
  await expect(page.getByRole('main').locator('a[href="/ru/business"]')).toBeVisible();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const locale of locales) expect(sitemap).toContain(`/${locale}/business</loc>`);
});

test('the sign-in note leads legal entities to the business page', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'ds.accountButton.signIn') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('en', 'auth.signIn.title') });
  await dialog.getByRole('link', { name: text('en', 'auth.signIn.businessRequest') }).click();
  await expect(page).toHaveURL(/\/en\/business$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'business.title') }),
  ).toBeVisible();
});
