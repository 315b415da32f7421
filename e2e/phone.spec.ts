import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, locales, test, waitForHydration } from './fixtures';
import {
  codeFromOutbox,
  enterCode,
  signIn,
  signInDialog,
  text,
  uniquePhone,
} from './flows/support';

/** Journeys of a shopper on a 390 px phone, in every language. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${where}: ${violation.id} (${violation.nodes.length})`),
  ).toEqual([]);
}

test.describe('home slides at 390 px', () => {
  for (const locale of locales) {
    test(`are banners with a readable headline, subtitle and call to action (${locale})`, async ({
      page,
      request,
    }) => {
      const home = (await (
        await request.get('/api/resources/home', {
          headers: { 'X-LANG': locale, 'X-ACCOUNT-TYPE': 'individual' },
        })
      ).json()) as { data: { slides: Array<{ title: string; subtitle: string }> } };
      const first = home.data.slides[0]!;
      await page.goto(`/${locale}`);
      const slide = page.getByRole('group', { name: /1/ }).first();
      const headline = slide.getByRole('heading', { name: first.title });
      await expect(headline).toBeVisible();
      await expect(slide.getByText(first.subtitle)).toBeVisible();
      const action = slide.getByRole('link', { name: text(locale, 'home.slideAction') });
      await expect(action).toBeVisible();
      // Nothing of the words is cut off or spills out of the slide.
      const box = (await slide.boundingBox())!;
      for (const part of [headline, slide.getByText(first.subtitle), action]) {
        const partBox = (await part.boundingBox())!;
        expect(partBox.x).toBeGreaterThanOrEqual(box.x);
        expect(partBox.x + partBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(partBox.y + partBox.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
        expect(
          await part.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
        ).toBe(true);
      }
      expect(
        await headline.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(16);
      // The first slide's illustration is still what the page paints largest, and fast.
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; src: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element }>;
              const last = entries.at(-1)!;
              resolve({
                tag: last.element?.tagName ?? '',
                src: (last.element as HTMLImageElement | undefined)?.currentSrc ?? '',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp.tag).toBe('IMG');
      expect(lcp.src).toBe(
        await slide.locator('img').evaluate((image) => (image as HTMLImageElement).currentSrc),
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page, `/${locale}`);
    });
  }
});

test.describe('product page prices at 390 px', () => {
  for (const locale of locales) {
    test(`show the dollar price in dollars, not cents (${locale})`, async ({ page }) => {
      // 27 990 sum per kilogram at 12 650 sum per dollar (the seeded rate).
      await page.goto(`/${locale}/products/bananas`);
      await expect(page.getByText('≈ $2.21', { exact: false }).first()).toBeVisible();
      await expect(page.getByText('$221.00')).toHaveCount(0);
    });
  }
});

test.describe('signing in again at 390 px', () => {
  test('after signing out, the same tab gets a new code from the server and signs in with it', async ({
    page,
  }) => {
    const phone = await signIn(page, uniquePhone());
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(text('uz', 'ds.accountButton.account')) })
      .click();
    await page.getByRole('menuitem', { name: text('uz', 'auth.menu.signOut') }).click();
    const signInButton = page
      .getByRole('banner')
      .getByRole('button', { name: text('uz', 'ds.accountButton.signIn') });
    await expect(signInButton).toBeVisible();

    await signInButton.click();
    const dialog = signInDialog(page);
    const field = dialog.getByRole('textbox', { name: text('uz', 'ds.phoneField.label') });
    await field.pressSequentially(phone.replace(/^\+998/, ''));
    const requested = Date.now() - 1000;
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/send-otp'),
    );
    await dialog.getByRole('button', { name: text('uz', 'auth.signIn.getCode') }).click();
    // The request reaches the server (before, the tab went back to the used code without one).
    expect((await answer).status()).toBe(200);
    await expect(dialog.getByText(text('uz', 'auth.signIn.expiredCode'))).toHaveCount(0);
    await enterCode(page, await codeFromOutbox(page, phone, 'sign-in', requested));
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('auth') ?? ''))
      .toContain('"isAuthenticated":true');
  });
});
