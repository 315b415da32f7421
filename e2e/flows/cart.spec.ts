import path from 'node:path';
import { createIntl } from '@formatjs/intl';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { addToCartFromProduct, holdRequests, text } from './support';

const t = (id: string) => text('uz', id);
/** A text of the uz catalogue with its values, as the page says it. */
const say = (id: string, values: Record<string, string> = {}) =>
  createIntl({ locale: 'uz', messages: { [id]: t(id) } }).formatMessage({ id }, values);
/** What the cart's live region says of a line's quantity (in pieces) or its removal. */
const saidOf = {
  quantity: (name: string, count: number) =>
    say('cart.announceQuantity', { name, unit: 'piece', amount: String(count) }),
  stockLimit: (name: string, count: number) =>
    say('cart.announceStockLimit', { name, unit: 'piece', amount: String(count) }),
  removed: (name: string) => say('cart.announceRemoved', { name }),
};
const screenshots = path.join(import.meta.dirname, '..', 'artifacts', 'screenshots');

interface ProductAnswer {
  data: { product: { id: number; name: string; total_quanity: number } };
}

async function productOf(page: Page, slug: string) {
  const answer = await page.request.get(`/api/resources/product/${encodeURIComponent(slug)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ProductAnswer).data.product;
}

async function storedCart(page: Page): Promise<Array<{ slug: string; quantity: number }>> {
  return JSON.parse(await page.evaluate(() => localStorage.getItem('cart') ?? '[]')) as Array<{
    slug: string;
    quantity: number;
  }>;
}

async function openCart(page: Page) {
  await page.goto('/uz/cart');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeVisible();
}

function cartLines(page: Page) {
  return page
    .getByRole('main')
    .getByRole('list', { name: t('cart.lines') })
    .getByRole('listitem');
}

function lineOf(page: Page, slug: string) {
  return page.getByRole('main').locator(`[data-testid="cart-line"][data-slug="${slug}"]`);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(screenshots, `cart-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`cart-${name}`, { path: file, contentType: 'image/png' });
}

test('anonymous cart: add from product and catalogue, capped steppers, remove, reload, clear', async ({
  page,
  consoleProblems,
}, testInfo) => {
  const milk = await productOf(page, 'musaffo-milk-3-2-1-l');
  await page.goto('/uz');
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');

  // A second product from the catalogue.
  await page.goto('/uz/catalog');
  await waitForHydration(page);
  const grid = page.getByTestId('product-grid');
  const card = grid
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: t('ds.productCard.addToCart') }) })
    .filter({ hasNotText: milk.name })
    .first();
  await card.getByRole('button', { name: t('ds.productCard.addToCart') }).click();
  await expect.poll(async () => (await storedCart(page)).length).toBe(2);
  const catalogueSlug = (await storedCart(page)).find(
    (line) => line.slug !== 'musaffo-milk-3-2-1-l',
  )?.slug;
  expect(catalogueSlug).toBeTruthy();

  // The header shows the count; the cart page lists both lines in the order they were added.
  await expect(page.getByRole('banner').locator('a[href="/uz/cart"]')).toHaveAccessibleName(/2/);
  await openCart(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).first()).toContainText(milk.name);

  // The stepper stops at the stock.
  const milkLine = lineOf(page, 'musaffo-milk-3-2-1-l');
  const milkQuantity = milkLine.getByRole('spinbutton');
  await milkQuantity.focus();
  await page.keyboard.press('End');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', String(milk.total_quanity));
  await expect(
    milkLine.getByRole('button', { name: t('ds.quantityStepper.increase') }),
  ).toHaveAttribute('aria-disabled', 'true');
  // Each change is said politely by the page's live region, outside the lines.
  const said = page.getByRole('main').getByRole('status');
  await expect(said).toHaveText(saidOf.stockLimit(milk.name, milk.total_quanity));
  await page.keyboard.press('ArrowUp');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', String(milk.total_quanity));
  await page.keyboard.press('ArrowDown');
  await expect(milkQuantity).toHaveAttribute('aria-valuenow', String(milk.total_quanity - 1));
  await expect(said).toHaveText(saidOf.quantity(milk.name, milk.total_quanity - 1));
  // Editing a line never moves it.
  await expect(cartLines(page).first()).toContainText(milk.name);

  // The cart survives a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(lineOf(page, 'musaffo-milk-3-2-1-l').getByRole('spinbutton')).toHaveAttribute(
    'aria-valuenow',
    String(milk.total_quanity - 1),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'filled-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, testInfo, 'filled-desktop');

  // Remove one line.
  const removeButton = lineOf(page, catalogueSlug ?? '').getByRole('button', {
    name: new RegExp(t('ds.cartLine.remove').replace('{name}', '.+')),
  });
  const removedName = (await lineOf(page, catalogueSlug ?? '')
    .locator('p')
    .first()
    .textContent())!;
  await removeButton.click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(said).toHaveText(saidOf.removed(removedName));

  // Clearing asks first; keeping the products changes nothing.
  await page.getByRole('button', { name: t('cart.clear') }).click();
  const dialog = page.getByRole('dialog', { name: t('cart.clearTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('cart.clearCancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(cartLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: t('cart.clear') }).click();
  await dialog.getByRole('button', { name: t('cart.clearConfirm'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('ds.emptyState.cart') })).toBeVisible();
  // The button pressed went with the cart: the focus is on the page's heading, not lost.
  await expect(page.getByRole('heading', { level: 1, name: t('cart.title') })).toBeFocused();
  await expect(said).toHaveText(t('cart.announceCleared'));
  await expect.poll(async () => (await storedCart(page)).length).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'empty-mobile');

  await page.getByRole('link', { name: t('cart.toCatalog') }).click();
  await expect(page).toHaveURL(/\/uz\/catalog$/);
  // Pages with products already in the cart hydrate without a mismatch.
  expect(consoleProblems).toEqual([]);
});

test('the cart page shows the stored lines’ pictures and names before the app starts, then the lines', async ({
  page,
  consoleProblems,
}) => {
  const milk = await productOf(page, 'musaffo-milk-3-2-1-l');
  const bananas = await productOf(page, 'bananas');
  await page.goto('/uz');
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
  await addToCartFromProduct(page, 'bananas');

  // React's renderer is held back until the preview has been checked: the app cannot start.
  const release = await holdRequests(page, '**/assets/react-dom-*.js');
  await page.goto('/uz/cart', { waitUntil: 'domcontentloaded' });
  const placeholder = page.getByRole('main').locator('[data-cart-preview]');
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  await expect(placeholder.locator('[data-slot="name"]')).toHaveText([milk.name, bananas.name, '']);
  const pictures = placeholder.locator('[data-slot="media"] > img');
  await expect(pictures).toHaveCount(2);
  await expect
    .poll(() =>
      pictures.evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => image.naturalWidth > 0),
      ),
    )
    .toEqual([true, true]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(placeholder).toHaveCount(0);
  await expect(lineOf(page, 'bananas').getByRole('link', { name: bananas.name })).toBeVisible();
  // Hydrating over the filled preview is no mismatch.
  expect(consoleProblems).toEqual([]);
});

test('a quantity above the stock is adjusted when the cart opens, with a message per product', async ({
  page,
}, testInfo) => {
  const milk = await productOf(page, 'musaffo-milk-3-2-1-l');
  await page.goto('/uz');
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
  // The stock fell below what the device holds since the product was added.
  await page.evaluate((quantity) => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ quantity: number }>;
    cart[0]!.quantity = quantity;
    localStorage.setItem('cart', JSON.stringify(cart));
  }, milk.total_quanity + 5);

  await openCart(page);
  const alert = page.getByRole('status').filter({ hasText: t('cart.adjustedTitle') });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('cart-adjustment')).toHaveText(
    t('cart.adjustedLine')
      .replace('{name}', milk.name)
      .replace('{quantity}', String(milk.total_quanity)),
  );
  await expect(lineOf(page, 'musaffo-milk-3-2-1-l').getByRole('spinbutton')).toHaveAttribute(
    'aria-valuenow',
    String(milk.total_quanity),
  );
  await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(milk.total_quanity);
  await shoot(page, testInfo, 'adjusted-desktop');

  await page.getByRole('button', { name: t('cart.adjustedDismiss') }).click();
  await expect(alert).toBeHidden();
});

test('a stock drop between the cart and checkout keeps the shopper on the cart with the messages', async ({
  page,
}) => {
  // A product no other journey touches: the stock drop is shared by every test of the run.
  const product = await productOf(page, 'lazzat-milk-3-2-0-5-l');
  await page.goto('/uz');
  await addToCartFromProduct(page, 'lazzat-milk-3-2-0-5-l', 3);
  await openCart(page);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-adjustment')).toHaveCount(0);
  const before = (await storedCart(page))[0]?.quantity ?? 0;

  const drop = await page.request.post('/__dev/stock', {
    data: { slug: 'lazzat-milk-3-2-0-5-l', quantity: 0 },
  });
  expect(drop.ok(), 'the reference API lets the stock be changed in development').toBe(true);

  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(page.getByText(t('cart.adjustedTitle'))).toBeVisible();
  await expect(page.getByTestId('cart-adjustment')).toHaveText(
    t('cart.adjustedRemoved').replace('{name}', product.name),
  );
  await expect(page).toHaveURL(/\/uz\/cart$/);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: t('ds.emptyState.cart') })).toBeVisible();
});

test('the mini-cart opens from the header, works with the keyboard and closes on navigation', async ({
  page,
  consoleProblems,
}, testInfo) => {
  await page.goto('/uz');
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l', 2);
  await addToCartFromProduct(page, 'bananas');
  const cartButton = page.getByRole('banner').locator('a[href="/uz/cart"]');
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: t('cart.miniTitle') });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/products\//);
  // A line removed from the keyboard hands the focus to the line left (its remove button).
  const lines = sheet.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const [kept, removed] = await lines.locator('p:first-child').allTextContents();
  // Nothing is said as the sheet opens; each change is, by the sheet's live region.
  const said = sheet.getByRole('status');
  await expect(said).toHaveText('');
  await lines.nth(1).getByRole('button').last().focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('button').last()).toBeFocused();
  await expect(said).toHaveText(saidOf.removed(removed!));
  const quantity = sheet.getByRole('spinbutton');
  await expect(quantity).toHaveAttribute('aria-valuenow', '2');
  await sheet.getByRole('button', { name: t('ds.quantityStepper.increase') }).click();
  await expect(quantity).toHaveAttribute('aria-valuenow', '3');
  await expect(said).toHaveText(saidOf.quantity(kept!, 3));
  await shoot(page, testInfo, 'mini-cart-desktop');

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await cartButton.click();
  await expect(sheet).toBeVisible();
  await shoot(page, testInfo, 'mini-cart-mobile');
  await sheet.getByRole('link', { name: t('cart.toCart') }).click();
  await expect(page).toHaveURL(/\/uz\/cart$/);
  await expect(sheet).toBeHidden();
  await expect(cartLines(page)).toHaveCount(1);
  expect(consoleProblems).toEqual([]);
});

/**
 * What does not fit in a cart line: its name squeezed under 120 px (it was a letter a line in the
 * desktop's mini-cart), or a part of it (the remove button) past the line's right edge.
 */
async function cartLineProblems(where: string, lines: Locator) {
  await expect(lines.first()).toBeVisible();
  return lines.evaluateAll(
    (elements, label) =>
      elements.flatMap((line) => {
        const box = line.getBoundingClientRect();
        const problems: string[] = [];
        // The name's paragraph: the line's first.
        const name = line.querySelector('p');
        const nameWidth = name?.getBoundingClientRect().width ?? 0;
        if (nameWidth < 120)
          problems.push(`${label}: the name is ${Math.round(nameWidth)} px wide`);
        for (const part of line.querySelectorAll('button, input')) {
          const partBox = part.getBoundingClientRect();
          if (partBox.right > box.right + 0.5 || partBox.left < box.left - 0.5)
            problems.push(
              `${label}: "${part.getAttribute('aria-label') ?? part.tagName}" sticks out`,
            );
        }
        return problems;
      }),
    where,
  );
}

test('a cart line fits where it is shown: the mini-cart on a desktop, a tablet and a 320 px phone, and the cart page', async ({
  page,
  consoleProblems,
}) => {
  // In Russian (longer names), a product sold by weight (a wider stepper) and one by the piece.
  await page.goto('/ru');
  await addToCartFromProduct(page, 'bananas');
  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
  const ru = (id: string) => text('ru', id);
  const sheet = page.getByRole('dialog', { name: ru('cart.miniTitle') });
  const problems: string[] = [];
  for (const width of [1280, 768, 320]) {
    // Opened on a page loaded at that width, as on a device of that width.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ru/catalog');
    await waitForHydration(page);
    await page.getByRole('banner').locator('a[href="/ru/cart"]').click();
    await expect(sheet).toBeVisible();
    const lines = sheet.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    problems.push(...(await cartLineProblems(`mini-cart at ${width} px`, lines)));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ru/cart');
    await waitForHydration(page);
    const lines = page.getByRole('main').locator('[data-testid="cart-line"]');
    await expect(lines).toHaveCount(2);
    problems.push(...(await cartLineProblems(`cart page at ${width} px`, lines)));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width) problems.push(`cart page at ${width} px: ${pageWidth} px wide`);
  }
  expect(problems).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('two tabs of the shop keep one cart: an add in each leaves both lines', async ({ page }) => {
  const other = await page.context().newPage();
  await page.goto('/uz');
  await waitForHydration(page);
  await other.goto('/uz/cart');
  await waitForHydration(other);

  await addToCartFromProduct(page, 'musaffo-milk-3-2-1-l');
  // The other tab shows the line added here without a reload…
  await expect(lineOf(other, 'musaffo-milk-3-2-1-l')).toBeVisible();
  // …and its own add is made on top of it.
  await addToCartFromProduct(other, 'tashkent-non-obi-non-flatbread-1-pc');
  await expect
    .poll(async () => (await storedCart(page)).map((line) => line.slug))
    .toEqual(['musaffo-milk-3-2-1-l', 'tashkent-non-obi-non-flatbread-1-pc']);
  await openCart(page);
  await expect(cartLines(page)).toHaveCount(2);
  await other.close();
});
