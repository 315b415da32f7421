import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import {
  addToCartFromProduct,
  codeFromOutbox,
  enterCode,
  holdRequests,
  requestCode,
  signIn,
  signInDialog,
  text,
  uniquePhone,
} from './support';

// Codes sent by this file: 13 (the reference API allows 20 per client address per hour).

function accountMenuButton(page: Page, locale: 'uz' | 'ru' | 'en' = 'uz') {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(text(locale, 'ds.accountButton.account')) });
}

async function signOutFromHeader(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('uz', 'ds.accountButton.signIn') }),
  ).toBeVisible();
}

function storedCartLines(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    const lines: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(lines) ? lines.length : -1;
  });
}

/** A code that is certainly not the one sent. */
function wrongCode(code: string) {
  return code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
}

test.describe('sign-in', () => {
  test('signs in from the header with the code from the SMS', async ({ page, consoleProblems }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await signIn(page);
    await expect(signInDialog(page)).toBeHidden();
    await accountMenuButton(page).click();
    await expect(
      page.getByRole('menuitem', { name: text('uz', 'auth.menu.profile') }),
    ).toHaveAttribute('href', '/uz/account');
    await expect(
      page.getByRole('menuitem', { name: text('uz', 'auth.menu.orders') }),
    ).toHaveAttribute('href', '/uz/account/orders');
    expect(consoleProblems).toEqual([]);
  });

  test('a press on the account button opens the menu while the menu’s code arrives during it', async ({
    page,
    consoleProblems,
  }) => {
    // The menu's code is held back until the press has begun on the button shown meanwhile.
    const release = await holdRequests(page, /\/assets\/header-account-menu-[^/]*\.js$/);
    await page.goto('/uz');
    await waitForHydration(page);
    await signIn(page);
    const button = accountMenuButton(page);
    const box = await button.boundingBox();
    if (!box) throw new Error('The account button is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The menu's own button (which carries the menu's state) takes the place of the one
    // pressed, then the press ends.
    await expect(button).toHaveAttribute('data-state', /^(open|closed)$/);
    await page.mouse.up();
    await expect(
      page.getByRole('menuitem', { name: text('uz', 'auth.menu.profile') }),
    ).toHaveAttribute('href', '/uz/account');
    expect(consoleProblems).toEqual([]);
  });

  for (const locale of ['uz', 'ru'] as const) {
    test(`a wrong code says so in ${locale} and keeps what was typed`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForHydration(page);
      const phone = uniquePhone();
      const before = Date.now() - 1000;
      await requestCode(page, phone);
      const code = await codeFromOutbox(page, phone, 'sign-in', before);
      await enterCode(page, wrongCode(code));
      const dialog = signInDialog(page);
      await expect(dialog).toContainText(text(locale, 'auth.signIn.invalidCode'));
      await expect(
        dialog.getByRole('textbox', { name: text(locale, 'ds.codeField.label') }),
      ).toHaveValue(wrongCode(code));
      // The right code still signs in.
      await enterCode(page, code);
      await expect(dialog).toBeHidden();
      await expect(accountMenuButton(page, locale)).toBeVisible();
    });
  }
  test('signing in by keyboard after a wrong code leaves the focus on the account button', async ({
    page,
  }) => {
    // The account menu's code arrives only after the dialog has closed.
    const release = await holdRequests(page, /\/assets\/header-account-menu-[^/]*\.js$/);
    await page.goto('/uz');
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('uz', 'ds.accountButton.signIn') })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = signInDialog(page);
    await expect(
      dialog.getByRole('textbox', { name: text('uz', 'ds.phoneField.label') }),
    ).toBeFocused();
    const phone = uniquePhone();
    const before = Date.now() - 1000;
    await page.keyboard.type(phone.replace(/^\+998/, ''));
    await page.keyboard.press('Enter');
    const codeField = dialog.getByRole('textbox', { name: text('uz', 'ds.codeField.label') });
    await expect(codeField).toBeFocused();
    const code = await codeFromOutbox(page, phone, 'sign-in', before);
    await page.keyboard.type(wrongCode(code));
    await expect(dialog).toContainText(text('uz', 'auth.signIn.invalidCode'));
    await expect(codeField).toBeFocused();
    for (const _digit of code) await page.keyboard.press('Backspace');
    await page.keyboard.type(code);
    await expect(dialog).toBeHidden();
    await expect(accountMenuButton(page)).toBeFocused();
    // The menu's own button takes the place of the one shown meanwhile, and the focus with it.
    release();
    await expect(accountMenuButton(page)).toHaveAttribute('data-state', 'closed');
    await expect(accountMenuButton(page)).toBeFocused();
  });

  test('the wrong-code texts are the specified ones', () => {
    expect(text('uz', 'auth.signIn.invalidCode')).toBe('Kod notoʻgʻri');
    expect(text('ru', 'auth.signIn.invalidCode')).toBe('Неверный код');
  });

  test('an expired code says so and keeps what was typed', async ({ page }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    const phone = uniquePhone();
    const before = Date.now() - 1000;
    await requestCode(page, phone);
    const code = await codeFromOutbox(page, phone, 'sign-in', before);
    const expired = await page.request.post(
      `/__dev/expire-codes?phone=${encodeURIComponent(phone)}`,
    );
    expect(expired.ok()).toBe(true);
    await enterCode(page, code);
    const dialog = signInDialog(page);
    await expect(dialog).toContainText(text('uz', 'auth.signIn.expiredCode'));
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: text('uz', 'ds.codeField.label') }),
    ).toHaveValue(code);
  });

  test('resend stays disabled until the countdown ends', async ({ page }) => {
    await page.clock.install();
    await page.goto('/uz');
    await waitForHydration(page);
    await requestCode(page, uniquePhone());
    const dialog = signInDialog(page);
    const resend = dialog.getByRole('button', { name: text('uz', 'auth.signIn.resend') });
    await expect(resend).toBeDisabled();
    await expect(dialog.getByRole('timer')).toHaveText(/^(01:00|00:5\d)$/);
    await page.clock.fastForward('00:30');
    await expect(dialog.getByRole('timer')).toHaveText(/^00:[23]\d$/);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward('00:31');
    await expect(resend).toBeEnabled();
    await expect(dialog.getByRole('timer')).toHaveCount(0);
  });

  test('the phone step accepts only Uzbek mobile numbers', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('en', 'ds.accountButton.signIn') })
      .click();
    const dialog = signInDialog(page);
    const field = dialog.getByRole('textbox', { name: text('en', 'ds.phoneField.label') });
    await field.pressSequentially('712345678');
    await dialog.getByRole('button', { name: text('en', 'auth.signIn.getCode') }).click();
    await expect(dialog).toContainText(text('en', 'auth.signIn.phoneNotMobile'));
    await expect(
      dialog.getByRole('textbox', { name: text('en', 'ds.codeField.label') }),
    ).toHaveCount(0);
    await expect(
      dialog.getByRole('link', { name: text('en', 'auth.signIn.contactSupport') }),
    ).toHaveAttribute('href', '/en/contacts');
  });
});

test.describe('protected pages and signing out', () => {
  test('a protected page asks to sign in and continues there afterwards', async ({ page }) => {
    await page.goto('/uz/account');
    await waitForHydration(page);
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    // Closed without signing in, the page says why and offers the dialog again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { name: text('uz', 'auth.required.title') }),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: text('uz', 'auth.required.action') })
      .click();
    await expect(dialog).toBeVisible();
    // The account menu's code is held back until the shopper has tapped the account button.
    const releaseMenu = await holdRequests(page, /\/header-account-menu-[^/]*\.js$/);
    const phone = uniquePhone();
    const before = Date.now() - 1000;
    await requestCode(page, phone);
    await enterCode(page, await codeFromOutbox(page, phone, 'sign-in', before));
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/uz\/account$/);
    await expect(
      page.getByRole('heading', { name: text('uz', 'auth.required.title') }),
    ).toHaveCount(0);

    // A tap while the menu's code is on its way opens the menu once it is in; signing out here
    // leaves the personal page.
    await accountMenuButton(page).click();
    releaseMenu();
    await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: text('uz', 'ds.accountButton.signIn') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/uz$/);
  });

  test('logout leaves no personal data; the server cart comes back at the next sign-in', async ({
    page,
  }) => {
    await page.goto('/uz');
    const phone = await signIn(page);
    await addToCartFromProduct(page, 'bananas');
    // The cart reaches the server before signing out.
    await expect
      .poll(async () => {
        const token = await page.evaluate(
          () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
        );
        const answer = await page.request.get('/api/profile/cart', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return JSON.stringify(await answer.json());
      })
      .toContain('bananas');

    await signOutFromHeader(page);
    const stored = await page.evaluate(() => ({
      auth: localStorage.getItem('auth'),
      keys: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored.auth).toBeNull();
    expect(await storedCartLines(page)).toBe(0);
    expect(JSON.stringify(stored)).not.toContain(phone.slice(4));

    // One code per phone per minute: the first one is made as old as an expired one.
    const aged = await page.request.post(`/__dev/expire-codes?phone=${encodeURIComponent(phone)}`);
    expect(aged.ok()).toBe(true);
    await signIn(page, phone);
    await expect.poll(() => storedCartLines(page)).toBe(1);
  });

  test('signing out on all devices revokes the account’s tokens on the server', async ({
    page,
  }) => {
    await page.goto('/uz');
    await signIn(page);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
    );
    await page.goto('/uz/account');
    await waitForHydration(page);
    const revoked = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/auth/logout' &&
        new URL(response.url()).searchParams.get('scope') === 'all',
    );
    await page
      .getByRole('button', { name: text('uz', 'account.profile.signOutEverywhere') })
      .click();
    expect((await revoked).status()).toBe(204);
    await expect(
      page.getByRole('banner').getByRole('button', { name: text('uz', 'ds.accountButton.signIn') }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    const answer = await page.request.get('/api/auth/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(401);
  });

  test('/wvs/logout signs out with no layout once the shopper presses the button', async ({
    page,
  }) => {
    await page.goto('/uz');
    await signIn(page);
    // Any site can send the browser to the address: that alone signs no one out.
    await page.goto('/uz/wvs/logout', { referer: 'https://elsewhere.example/' });
    const signOut = page.getByRole('button', { name: text('uz', 'wvsLogout.confirm') });
    await expect(signOut).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();
    await signOut.click();
    await expect(page.getByRole('heading', { name: text('uz', 'wvsLogout.done') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await expect(page.getByText(text('uz', 'notice.cartSyncFailed'))).toHaveCount(0);
  });

  test('/wvs/logout with a session already ended elsewhere: one sign-out, no contradicting notice', async ({
    page,
  }) => {
    await page.goto('/uz');
    await signIn(page);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
    );
    // Signed out on every device from another one: this device's token is revoked.
    const revoked = await page.request.post('/api/auth/logout?scope=all', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(204);
    const logoutCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/logout') logoutCalls.push(request.url());
    });
    await page.goto('/uz/wvs/logout');
    await expect(page.getByRole('heading', { name: text('uz', 'wvsLogout.done') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(logoutCalls.length).toBeLessThanOrEqual(1);
    await expect(page.getByText(text('uz', 'wvsLogout.doneText'))).toBeVisible();
    await expect(page.getByText(text('uz', 'notice.cartSyncFailed'))).toHaveCount(0);
  });
});
