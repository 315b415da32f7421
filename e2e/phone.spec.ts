import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, locales, test, waitForHydration } from './fixtures';
import { text } from './flows/support';

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
