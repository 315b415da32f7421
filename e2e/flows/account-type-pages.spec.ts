import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { codeFromOutbox, signIn, text, uniquePhone } from './support';

// Codes sent by this file: 2 (the reference API allows 20 per client address per hour).

/** What the home page shows legal entities only, and what it shows everyone else only. */
const legalEntityRail = 'Katta qadoqlar';
const legalEntitySlide = 'Ofis va kafelar uchun ulgurji buyurtmalar';
const everyoneRail = 'Yangi mahsulotlar';

/**
 * A company's account, opened as the reference API opens one for a legal entity (a code asked
 * for with `user_type: legal_entity`); the shopper then signs in from the header like anyone.
 */
async function openCompanyAccount(page: Page): Promise<string> {
  const phone = uniquePhone();
  const sentAfter = Date.now() - 1000;
  const sent = await page.request.post('/api/auth/send-otp', {
    data: { phone, user_type: 'legal_entity' },
  });
  expect(sent.ok()).toBe(true);
  const code = await codeFromOutbox(page, phone, 'sign-in', sentAfter);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { phone, otp: code } });
  expect(verified.ok()).toBe(true);
  return phone;
}

/** The home page's HTML as the server renders it for this browser (its cookies), before any JS. */
async function firstPaintHome(page: Page) {
  const answer = await page.request.get('/uz');
  expect(answer.status()).toBe(200);
  return { html: await answer.text(), headers: answer.headers() };
}

test('a legal entity gets its home rails and slides on first paint, and after sign-out the default ones', async ({
  page,
  browser,
}) => {
  await page.goto('/uz');
  const phone = await openCompanyAccount(page);
  await signIn(page, phone);

  const company = await firstPaintHome(page);
  expect(company.headers['x-page-audience']).toBe('legal_entity');
  expect(company.headers['cache-control']).toBe('private, no-cache');
  expect(company.headers['vary']).toContain('Cookie');
  expect(company.html).toContain(legalEntityRail);
  expect(company.html).toContain(legalEntitySlide);
  expect(company.html).not.toContain(everyoneRail);

  // A full reload shows the company's rails before the app starts: JavaScript off, same cookies.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL(page.url()).origin,
  });
  await noScript.addCookies(await page.context().cookies());
  const staticPage = await noScript.newPage();
  await staticPage.goto('/uz');
  await expect(staticPage.getByRole('heading', { name: legalEntityRail })).toBeVisible();
  await expect(staticPage.getByRole('heading', { name: everyoneRail })).toHaveCount(0);
  await noScript.close();

  // Someone else on another device asks for the same page meanwhile: never the company's copy.
  const anonymous = await page.request.get('/uz', { headers: { cookie: 'locale=uz' } });
  const anonymousHtml = await anonymous.text();
  expect(anonymousHtml).toContain(everyoneRail);
  expect(anonymousHtml).not.toContain(legalEntitySlide);

  await page.reload();
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(text('uz', 'ds.accountButton.account')) })
    .click();
  await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('uz', 'ds.accountButton.signIn') }),
  ).toBeVisible();

  const signedOut = await firstPaintHome(page);
  expect(signedOut.headers['x-page-audience']).toBe('default');
  expect(signedOut.html).toContain(everyoneRail);
  expect(signedOut.html).not.toContain(legalEntityRail);
  expect(signedOut.html).not.toContain(legalEntitySlide);
});
