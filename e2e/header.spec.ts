import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { text } from './flows/support';

/**
 * The header on a phone while the page scrolls. What stays on screen is the bar a shopper needs
 * everywhere: a row with the logo, the account and the cart, and the search under it — two rows of
 * 44 px touch targets with their spacing, 113 px. 120 px, under a sixth of a 740 px tall screen,
 * leaves room for that and no more, not for the whole header (214 px with the language and
 * currency switchers and the category links). The rest scrolls away with the page.
 */
const phones = [
  { width: 360, height: 740 },
  { width: 412, height: 740 },
] as const;
const stuckHeightBound = 120;

/** The height of the screen's top the header covers, and the parts of it seen there. */
function stuckPart(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bottom = Math.max(0, header.getBoundingClientRect().bottom);
    // Fully on screen, above the header's bottom edge.
    const seen = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= bottom && box.height > 0;
    };
    // Anything of it still on screen, however little.
    const showing = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.height > 0;
    };
    return {
      height: Math.round(bottom),
      logo: seen(header.querySelector('a[href]:not([href^="#"])')),
      search: seen(header.querySelector('[role="combobox"]')),
      languages: showing(document.querySelector('nav:has(a[hreflang])')),
      currency: showing(document.querySelector('[role="group"]:has(button[aria-pressed])')),
      categories: showing(document.querySelector('header + * nav')),
    };
  });
}

/** The header's links and buttons (and the category links after it) under 44 × 44 px. */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, header + * nav a')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Not the skip link, off screen until it has the focus.
      .filter(({ box }) => box.width > 1 && (box.width < 44 || box.height < 44))
      .map(
        ({ element, box }) =>
          `${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)} × ${Math.round(box.height)}`,
      ),
  );
}

/**
 * Scrolls down as a shopper does, a wheel turn at a time (each product card on the way is laid
 * out, not skipped), until the page is `distance` px down and stays there.
 */
async function scrollDown(page: Page, distance: number) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  while ((await page.evaluate(() => window.scrollY)) < distance) {
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

test.describe('the header on a phone', () => {
  for (const { width, height } of phones) {
    test(`keeps only the logo, search, account and cart on screen while a page scrolls, in finger-sized targets (${width} px)`, async ({
      page,
      consoleProblems,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      for (const path of ['/en/catalog', '/uz/catalog', '/ru/products/bananas']) {
        await page.goto(path);
        await waitForHydration(page);
        // Every target of the header, "Baby" among the English categories (its name alone 37 px wide).
        expect(await smallTargets(page), `${path}: targets under 44 × 44 px`).toEqual([]);
        await scrollDown(page, 1000);
        const stuck = await stuckPart(page);
        expect(stuck.height, `${path}: height of the header on screen`).toBeLessThanOrEqual(
          stuckHeightBound,
        );
        expect(stuck, `${path}: what stays on screen`).toEqual({
          height: stuck.height,
          logo: true,
          search: true,
          languages: false,
          currency: false,
          categories: false,
        });
        // The account and the cart stay in reach.
        const banner = page.getByRole('banner');
        const locale = path.split('/')[1] as 'uz' | 'ru' | 'en';
        await expect(
          banner.getByRole('button', { name: text(locale, 'ds.accountButton.signIn') }),
        ).toBeInViewport({ ratio: 1 });
        await expect(banner.locator('a[href$="/cart"]')).toBeInViewport({ ratio: 1 });
        // Back at the top, the whole header and the category links are there again.
        await page.evaluate(() => window.scrollTo(0, 0));
        const top = await stuckPart(page);
        expect(top.languages && top.currency && top.categories, `${path}: at the top`).toBe(true);
      }
      expect(consoleProblems).toEqual([]);
    });

    test(`never leaves the keyboard focus under its bar nor above the screen (${width} px)`, async ({
      page,
      consoleProblems,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/uz/catalog');
      await waitForHydration(page);
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement!;
          const box = element.getBoundingClientRect();
          const header = document.querySelector('header')!;
          return {
            name: (element.textContent ?? '').trim().slice(0, 30) || element.tagName,
            inHeader: header.contains(element),
            top: Math.round(box.top),
            barBottom: Math.round(header.getBoundingClientRect().bottom),
          };
        });
      // A shopper well down the catalogue, on a product link in the middle of the screen, goes
      // back with Shift+Tab and on again with Tab: every product link, button and filter it
      // passes is brought into view below the bar, not under it.
      await scrollDown(page, 1000);
      await page.getByRole('main').evaluate((main) => {
        const middle = [...main.querySelectorAll('a[href]')].find((link) => {
          const box = link.getBoundingClientRect();
          return box.top > window.innerHeight / 3 && box.bottom < window.innerHeight;
        }) as HTMLElement;
        middle.focus();
      });
      for (const key of [...Array(12).fill('Shift+Tab'), ...Array(6).fill('Tab')] as string[]) {
        await page.keyboard.press(key);
        const focus = await focused();
        if (focus.inHeader) continue;
        expect(
          focus.top,
          `${key} to "${focus.name}": its top against the bar's bottom`,
        ).toBeGreaterThanOrEqual(focus.barBottom);
      }

      // The header's own stops: the switchers, whose row has scrolled above the screen, come back
      // into view while one has the focus; the skip link shows at the screen's top.
      const scrolled = await scrollDown(page, 1000);
      const banner = page.getByRole('banner');
      await banner.getByRole('combobox').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const firstLanguage = banner.getByRole('link', { name: 'Oʻzbekcha' });
      await expect(firstLanguage).toBeFocused();
      await expect(firstLanguage).toBeInViewport({ ratio: 1 });
      for (let stop = 0; stop < 4; stop++) await page.keyboard.press('Tab');
      const account = await focused();
      expect(account.inHeader && account.top >= 0, `"${account.name}" on screen`).toBe(true);
      await banner.locator('a[href="/uz"]').focus();
      await page.keyboard.press('Shift+Tab');
      const skip = banner.getByRole('link', { name: text('uz', 'ds.header.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      // Stops on screen already, the page stayed where it was meanwhile.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(consoleProblems).toEqual([]);
    });
  }
});
