import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, locales, test, waitForHydration } from './fixtures';
import { addToCartFromProduct, signIn, text } from './flows/support';

/**
 * The screens a shopper changes things on — cart, categories, checkout, account, business — at a
 * 320 px phone (the narrowest screen content must reflow to, WCAG 1.4.10), a 390 px phone and a
 * 1280 px desktop in every language: nothing wider than the screen, no text squeezed into a
 * sliver or running out of its box at each, no axe violation and a picture kept with the test's
 * results at the last two.
 */
const widths = [320, 390, 1280] as const;
const screenshots = path.join(import.meta.dirname, 'artifacts', 'screenshots');

/**
 * The header on a phone: where its actions take two rows, both end at the bar's end (the second
 * row began under the first's start); its category links (a row after it) are touch targets of
 * at least 44 × 44 px.
 */
async function checkHeader(page: Page, where: string, width: number) {
  const header = await page.evaluate(() => {
    const actions = document.querySelector('header nav:has(a[hreflang])')!.parentElement!;
    const rows: Array<{ top: number; bottom: number; right: number }> = [];
    for (const child of actions.children) {
      const box = child.getBoundingClientRect();
      if (box.width === 0) continue;
      const row = rows.find((each) => box.top < each.bottom && box.bottom > each.top);
      if (row) row.right = Math.max(row.right, box.right);
      else rows.push({ top: box.top, bottom: box.bottom, right: box.right });
    }
    const categories = [...document.querySelectorAll('header + * nav a')];
    return {
      rowEnds: rows.map((row) => Math.round(row.right)),
      shortLinks: categories
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.height < 44 || box.width < 44;
        })
        .map((link) => link.textContent),
    };
  });
  expect(
    new Set(header.rowEnds).size,
    `${where}: rows of the header's actions ending at ${header.rowEnds.join(', ')} px`,
  ).toBe(1);
  if (width < 1200) expect(header.shortLinks, `${where}: category links under 44 px`).toEqual([]);
}

async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const where = `${name} at ${width} px`;
    // Nothing makes the page scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${where}: page width`,
    ).toBeLessThanOrEqual(width);
    // No paragraph of words is squeezed under 120 px wide on a phone (labels beside prices were).
    const squeezed = await page.evaluate(() =>
      [...document.querySelectorAll('main p, main span, main label')]
        .filter((element) => {
          const words = (element.textContent ?? '').trim().split(/\s+/);
          if (words.length < 4 || element.children.length > 0) return false;
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.width < 120 &&
            box.height > 3 * parseFloat(getComputedStyle(element).lineHeight || '20')
          );
        })
        .map((element) => (element.textContent ?? '').trim().slice(0, 40)),
    );
    expect(squeezed, `${where}: texts squeezed narrow`).toEqual([]);
    // No text runs out of the card or box it is drawn in (the free-delivery amounts ran past the
    // cart's summary card at 320 px).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.children.length === 0 && element.textContent?.trim())
        .flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return [];
          // The nearest ancestor drawn as a box (a background or a border), unless one between
          // clips or scrolls what it holds.
          for (let above = element.parentElement; above; above = above.parentElement) {
            const style = getComputedStyle(above);
            if (style.overflowX !== 'visible') return [];
            const drawn =
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderRightWidth !== '0px';
            if (!drawn) continue;
            const card = above.getBoundingClientRect();
            return box.right > card.right + 1 || box.left < card.left - 1
              ? [(element.textContent ?? '').trim().slice(0, 40)]
              : [];
          }
          return [];
        }),
    );
    expect(outside, `${where}: texts out of their box`).toEqual([]);
    // The page's content starts where the header's logo does (checkout's stood 16 px further in).
    // From the desktop breakpoint the page's gutter is wider than the bar's.
    if (width < 1200) {
      const starts = await page.evaluate(() => ({
        logo: document.querySelector('header a[href]:not([href^="#"])')!.getBoundingClientRect()
          .left,
        heading: document.querySelector('main h1')!.getBoundingClientRect().left,
      }));
      expect(starts.heading, `${where}: the heading's start under the logo's`).toBeCloseTo(
        starts.logo,
        0,
      );
    }
    await checkHeader(page, where, width);
    // The narrowest screen is checked for reflow only: axe and the picture at 390 and 1280 px.
    if (width < 390) continue;
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${where}: ${violation.id} (${violation.nodes.length})`,
      ),
    ).toEqual([]);
    const file = path.join(screenshots, `${name.replaceAll('/', '-')}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${width}`, { path: file, contentType: 'image/png' });
  }
}

for (const locale of locales) {
  test(`cart, categories, checkout, account and business screens fit 320, 390 and 1280 px (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/${locale}`);
    await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
    await addToCartFromProduct(page, 'bananas');

    await page.goto(`/${locale}/cart`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, testInfo, `${locale}-cart`);

    await page.goto(`/${locale}/categories`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-categories`);

    await page.goto(`/${locale}/business`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-business`);

    await signIn(page);
    await page.goto(`/${locale}/checkout`);
    await waitForHydration(page);
    await expect(
      page.getByText(text(locale, 'checkout.delivery.express'), { exact: true }),
    ).toBeVisible();
    await checkScreen(page, testInfo, `${locale}-checkout`);

    await page.goto(`/${locale}/account`);
    await waitForHydration(page);
    await checkScreen(page, testInfo, `${locale}-account`);
  });
}

/** The boxes (CSS px) of the elements a selector finds, with their texts. */
async function boxesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent?.trim(), width: box.width, height: box.height };
    }),
  );
}

/** The elements a selector finds that are not 44 × 44 px touch targets, as "text width×height". */
async function smallTargets(page: Page, selector: string) {
  const boxes = await boxesOf(page, selector);
  expect(boxes.length, `${selector} on the page`).toBeGreaterThan(0);
  return boxes
    .filter((box) => box.width < 44 || box.height < 44)
    .map((box) => `${box.text} ${Math.round(box.width)}×${Math.round(box.height)}`);
}

/** The rows of a group's children that do not reach both of the group's ends. */
async function raggedRows(group: Locator) {
  return group.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number }>();
    for (const child of element.children) {
      const each = child.getBoundingClientRect();
      const row = rows.get(Math.round(each.top)) ?? { left: Infinity, right: Infinity };
      rows.set(Math.round(each.top), {
        left: Math.min(row.left, each.left - box.left),
        right: Math.min(row.right, box.right - each.right),
      });
    }
    return [...rows.values()].filter((row) => row.left >= 1 || row.right >= 1);
  });
}

for (const locale of locales) {
  test(`a 360 px phone: touch-sized variants, brands and ways back, unbroken phone numbers, an even mini-cart footer (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    // A product's variants ("0,5 l", "1 l") were links as small as their text.
    await page.goto(`/${locale}/products/musaffo-milk-3-2-1-l`);
    const variants = await boxesOf(page, 'main nav a[href*="/products/"]');
    expect(variants.length).toBeGreaterThan(1);
    for (const variant of variants) {
      expect(variant.height, `variant ${variant.text}`).toBeGreaterThanOrEqual(44);
      expect(variant.width, `variant ${variant.text}`).toBeGreaterThanOrEqual(44);
    }
    // Short breadcrumbs ("Sut") and footer links ("Blog") were narrower than a finger.
    const crumbs = `nav[aria-label="${text(locale, 'ds.breadcrumbs.label')}"] a`;
    expect(await smallTargets(page, `${crumbs}, footer li a`)).toEqual([]);
    // Add to cart and buy in one click fill their row(s) under the full-width stepper.
    const addToCart = page
      .getByRole('main')
      .getByRole('button', { name: text(locale, 'product.addToCart'), exact: true })
      .first();
    expect(await raggedRows(addToCart.locator('..'))).toEqual([]);

    // The home page's slide dots and its sections' links, a store's map link, a post's title.
    await page.goto(`/${locale}`);
    expect(await smallTargets(page, 'main ul[aria-label] > li > button')).toEqual([]);
    expect(await smallTargets(page, 'main section > div:first-child > a')).toEqual([]);
    await page.goto(`/${locale}/markets`);
    expect(await smallTargets(page, 'main article a[href*="maps"]')).toEqual([]);
    await page.goto(`/${locale}/blogs`);
    expect(await smallTargets(page, 'main h2 a')).toEqual([]);

    // A brand's whole card opens it (its name alone was a 24 px line); its tag is as wide as its text.
    await page.goto(`/${locale}/brands`);
    const local = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: text(locale, 'brands.local') })
      .first();
    await local.scrollIntoViewIfNeeded();
    const cardBox = (await local.boundingBox())!;
    const atCorner = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
      // Near its end, beside the country line, away from the name.
      { x: cardBox.x + cardBox.width - 16, y: cardBox.y + cardBox.height / 2 },
    );
    expect(atCorner).toMatch(new RegExp(`^/${locale}/brands/`));
    // The name's link is itself a touch target (a 24 px line of text before), and the card's only
    // link: a screen reader lists each brand once.
    expect(await smallTargets(page, 'main li a[href*="/brands/"]')).toEqual([]);
    const linksPerCard = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('a[href]').length));
    expect(linksPerCard.length).toBeGreaterThan(1);
    expect(linksPerCard.every((count) => count === 1)).toBe(true);
    const tag = (await local.getByText(text(locale, 'brands.local')).boundingBox())!;
    // Stretched, it was the card's width less its padding (2 × 16 px) and border.
    expect(tag.width).toBeLessThan(cardBox.width - 40);

    // A phone number in a page's text stays on one line.
    await page.goto(`/${locale}/about`);
    const phoneLines = await page
      .locator('main a[href^="tel:"]')
      .evaluateAll((links) =>
        links.map((link) => new Set([...link.getClientRects()].map((box) => box.top)).size),
      );
    expect(phoneLines.length).toBeGreaterThan(0);
    expect(phoneLines.every((lines) => lines === 1)).toBe(true);

    // The 404 page: its heading's lines do not run into each other, its way back is a button.
    await page.goto(`/${locale}/no-such-page`);
    const heading = await page.getByRole('heading', { level: 1 }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: parseFloat(style.fontSize), line: parseFloat(style.lineHeight) };
    });
    expect(heading.line).toBeGreaterThanOrEqual(heading.font);
    const back = (await page.getByRole('main').getByRole('link').last().boundingBox())!;
    expect(back.height).toBeGreaterThanOrEqual(44);

    // The mini-cart's two buttons fill their row, or each its own, not two ragged widths.
    await addToCartFromProduct(page, 'bananas');
    await page.goto(`/${locale}/categories`);
    await waitForHydration(page);
    await page.getByRole('banner').locator(`a[href="/${locale}/cart"]`).click();
    const sheet = page.getByRole('dialog');
    const checkout = sheet.getByRole('button', { name: text(locale, 'cart.checkout') });
    await expect(checkout).toBeVisible();
    const rows = await checkout.evaluate((button) => {
      const row = button.parentElement!.getBoundingClientRect();
      return [...button.parentElement!.children].map((child) => {
        const box = child.getBoundingClientRect();
        return { left: box.left - row.left, right: row.right - box.right, top: box.top };
      });
    });
    const ends = new Map<number, { left: number; right: number }>();
    for (const { left, right, top } of rows) {
      const row = ends.get(Math.round(top)) ?? { left: Infinity, right: Infinity };
      ends.set(Math.round(top), {
        left: Math.min(row.left, left),
        right: Math.min(row.right, right),
      });
    }
    for (const row of ends.values()) {
      expect(row.left).toBeLessThan(1);
      expect(row.right).toBeLessThan(1);
    }

    // Checkout: every delivery option's price where the others' is (beside the title or under it),
    // a store's choose button and the footer's contacts as touch targets, the short address
    // fields' boxes in line though a label takes two lines.
    await page.goto(`/${locale}`);
    await signIn(page);
    await page.goto(`/${locale}/checkout`);
    await waitForHydration(page);
    const pricesUnder = [];
    for (const type of ['pickup', 'courier', 'express', 'regional']) {
      const title = page.getByText(text(locale, `checkout.delivery.${type}`), { exact: true });
      pricesUnder.push(
        await title.evaluate(
          (element) =>
            element.nextElementSibling!.getBoundingClientRect().top >=
            element.getBoundingClientRect().bottom - 1,
        ),
      );
    }
    expect(new Set(pricesUnder).size, `prices under their titles: ${pricesUnder}`).toBe(1);
    expect(await smallTargets(page, 'footer a')).toEqual([]);
    const next = page.getByRole('button', { name: text(locale, 'checkout.continue') });
    await page.getByText(text(locale, 'checkout.delivery.pickup'), { exact: true }).click();
    await next.click();
    const pickHere = page.getByRole('button', { name: text(locale, 'checkout.store.choose') });
    expect((await pickHere.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.goBack();
    await page.getByText(text(locale, 'checkout.delivery.courier'), { exact: true }).click();
    await next.click();
    const top = async (id: string) => (await page.getByLabel(text(locale, id)).boundingBox())!.y;
    expect(await top('checkout.address.entrance')).toBe(await top('checkout.address.flat'));
    expect(await top('checkout.address.intercom')).toBe(await top('checkout.address.floor'));

    // The account: its photo button and help links are touch targets, its last buttons fill
    // their rows.
    await page.goto(`/${locale}/account`);
    await waitForHydration(page);
    expect(
      await smallTargets(page, `main a[href="/${locale}/business"], main a[href$="/contacts"]`),
    ).toEqual([]);
    const photo = page.getByRole('button', { name: text(locale, 'account.profile.choosePhoto') });
    expect((await photo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const orders = page
      .getByRole('main')
      .getByRole('link', { name: text(locale, 'account.profile.orders') });
    expect(await raggedRows(orders.locator('..'))).toEqual([]);
  });
}
