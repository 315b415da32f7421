import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../fixtures';

/**
 * Shared steps for the shopper journeys.
 *
 * Rate limits of the reference API (reference-api/domain/auth.ts): one sign-in code per phone
 * per 60 s, 5 codes per phone per hour and 20 codes per client address per hour. Every run
 * starts a fresh API, but all specs of one run share the address: give each test its own
 * `uniquePhone()` and keep the codes a whole run sends under 20.
 */

type Locale = 'uz' | 'ru' | 'en';
const catalogues = new Map<Locale, Record<string, string>>();

/**
 * Holds back the requests `url` matches (as `page.route` takes it) until the returned function is
 * called: the network answering late, at the moment a test chooses.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A text of the storefront's catalogues (app and design system), so steps work in every language. */
export function text(locale: Locale, id: string): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const read = (file: string) =>
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as Record<
        string,
        string
      >;
    catalogue = {
      ...read(`../../design-system/i18n/${locale}.json`),
      ...read(`../../src/shared/i18n/messages/${locale}.json`),
    };
    catalogues.set(locale, catalogue);
  }
  const message = catalogue[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  return message;
}

/** The language of the page being shown (uz when the page is not a storefront page yet). */
export function localeOf(page: Page): Locale {
  const match = /^\/(uz|ru|en)(?=\/|$)/.exec(new URL(page.url(), 'http://x.invalid').pathname);
  return (match?.[1] as Locale | undefined) ?? 'uz';
}

const issued = new Set<string>();

/** A fresh, valid Uzbek mobile number in E.164 (`+99890…`), different for every call. */
export function uniquePhone(): string {
  const prefixes = ['90', '91', '93', '94', '97', '99'];
  for (;;) {
    const phone = `+998${prefixes[randomInt(prefixes.length)]}${String(randomInt(10_000_000)).padStart(7, '0')}`;
    if (!issued.has(phone)) {
      issued.add(phone);
      return phone;
    }
  }
}

interface OutboxAnswer {
  messages: Array<{ phone: string; code: string; purpose: string; sentAt: string }>;
}

/** The newest code the reference API sent to a phone (its dev outbox), waiting for it to come. */
export async function codeFromOutbox(
  page: Page,
  phone: string,
  purpose: 'sign-in' | 'card' = 'sign-in',
  sentAfter = 0,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/__dev/outbox?phone=${encodeURIComponent(phone)}`);
        const { messages } = (await answer.json()) as OutboxAnswer;
        const found = messages
          .filter((message) => message.purpose === purpose)
          .filter((message) => Date.parse(message.sentAt) >= sentAfter)
          .at(-1);
        code = found?.code;
        return code;
      },
      { message: `a ${purpose} code for ${phone} in the dev outbox` },
    )
    .toBeTruthy();
  return code ?? '';
}

/** The sign-in dialog, whatever its step. */
export function signInDialog(page: Page) {
  return page.getByRole('dialog', { name: text(localeOf(page), 'auth.signIn.title') });
}

/** Opens the sign-in dialog from the header and asks for a code for `phone`. */
export async function requestCode(page: Page, phone: string): Promise<void> {
  const locale = localeOf(page);
  const dialog = signInDialog(page);
  if (!(await dialog.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(locale, 'ds.accountButton.signIn') })
      .click();
  }
  const field = dialog.getByRole('textbox', { name: text(locale, 'ds.phoneField.label') });
  await field.fill('');
  await field.pressSequentially(phone.replace(/^\+998/, ''));
  await dialog.getByRole('button', { name: text(locale, 'auth.signIn.getCode') }).click();
  await expect(
    dialog.getByRole('textbox', { name: text(locale, 'ds.codeField.label') }),
  ).toBeVisible();
}

/** Types a code into the sign-in dialog's code step (it is checked as soon as it is complete). */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = signInDialog(page).getByRole('textbox', {
    name: text(localeOf(page), 'ds.codeField.label'),
  });
  await field.fill('');
  await field.pressSequentially(code);
}

/**
 * Signs in from the header: opens the dialog, requests a code, reads it from the dev outbox and
 * enters it, then waits until the shopper is signed in. Opens the home page first when the tab
 * shows no storefront page. Returns the phone used.
 */
export async function signIn(page: Page, phone: string = uniquePhone()): Promise<string> {
  if (!/^\/(uz|ru|en)(\/|$)/.test(new URL(page.url(), 'http://x.invalid').pathname)) {
    await page.goto('/uz');
  }
  await waitForHydration(page);
  const before = Date.now() - 1000;
  await requestCode(page, phone);
  await enterCode(page, await codeFromOutbox(page, phone, 'sign-in', before));
  await expect(signInDialog(page)).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('auth') ?? ''))
    .toContain('"isAuthenticated":true');
  return phone;
}

/**
 * Opens a product page and adds it to the cart; `steps` is how many steps of the quantity
 * stepper to take (1 = the product's smallest amount). Waits until the local cart holds it.
 */
export async function addToCartFromProduct(page: Page, slug: string, steps = 1): Promise<void> {
  const locale = localeOf(page);
  await page.goto(`/${locale}/products/${encodeURIComponent(slug)}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (let step = 1; step < steps; step += 1) {
    await main
      .getByRole('button', { name: text(locale, 'ds.quantityStepper.increase') })
      .first()
      .click();
  }
  await main
    .getByRole('button', { name: text(locale, 'product.addToCart'), exact: true })
    .first()
    .click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart') ?? ''))
    .toContain(`"slug":${JSON.stringify(slug)}`);
}

/** A label's text as the start of an accessible name (a radio card's name goes on after it). */
export const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens checkout with the cart as it is, for pickup from the first store. */
export async function pickupStoreChosen(page: Page, locale: Locale): Promise<void> {
  const t = (id: string) => text(locale, id);
  await page.goto(`/${locale}/checkout`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: startsWith(t('checkout.delivery.pickup')) }).check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await page
    .getByRole('button', { name: t('checkout.store.choose') })
    .first()
    .click();
}

/**
 * Opens checkout with the cart as it is and fills it for a pickup order paid in cash on receipt:
 * the first store, its first window still open, the receiver Aziz Rahimov. The order is then
 * one press of "place the order" away.
 */
export async function pickupOrderFilled(page: Page, locale: Locale): Promise<void> {
  const t = (id: string) => text(locale, id);
  await pickupStoreChosen(page, locale);
  await page
    .getByRole('group', { name: t('checkout.window.pickupLabel') })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await page.getByLabel(t('checkout.receiver.name'), { exact: true }).fill('Aziz');
  await page.getByLabel(t('checkout.receiver.surname'), { exact: true }).fill('Rahimov');
  await page.getByRole('radio', { name: startsWith(t('checkout.payment.cash')) }).check();
}
