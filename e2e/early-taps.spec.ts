import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

interface StoredLine {
  product_id: number;
  quantity: number;
}

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<StoredLine>);
}

interface ListedProduct {
  id: number;
  name: string;
  slug: string;
  step: number;
}

/** The catalogue's first products, most popular first, as the pages list them. */
async function popularProducts(request: APIRequestContext, count: number) {
  const response = await request.post('/api/resources/products', {
    headers: { 'x-lang': 'uz' },
    data: { sort: 'popular', page: 1, per_page: count },
  });
  return ((await response.json()) as { data: ListedProduct[] }).data;
}

/** How much one press of "add" puts in the cart, by product: its step (1 piece, or grams). */
async function stepsOf(request: APIRequestContext): Promise<Map<number, number>> {
  const products = await popularProducts(request, 48);
  return new Map(products.map((product) => [product.id, product.step]));
}

/**
 * Holds back the app's code, as a network slower than the page's HTML does, except the scripts
 * whose file names `arrives` matches; resolves with the function that lets the rest through.
 */
async function holdAppScripts(page: Page, arrives?: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!arrives?.test(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

/** Only the browser entry (and the bundler's runtime it imports) arrives. */
const browserEntry = /\/assets\/(entry-client|rolldown-runtime)-/;

/** The first card of the catalogue's grid that can be added, by its product's name. */
async function firstAddableCard(page: Page) {
  const grid = page.getByTestId('product-grid');
  // The text as parsed, not as laid out: a card off screen is not rendered yet and would read ''.
  const name = (
    (await grid
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Savatga' }) })
      .first()
      .getByRole('heading')
      .textContent()) ?? ''
  ).trim();
  expect(name).not.toBe('');
  // Found by the name: once added, the card shows a stepper instead of the button.
  const card = grid
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  return { name, card };
}

/** A phone six times slower than this machine, as Chromium's DevTools slows the page's CPU. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('a tap before the page is interactive', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Savatga" pressed as soon as it shows puts exactly one in the cart', async ({
    page,
    request,
    consoleProblems,
  }) => {
    await slowPhone(page);
    // Pressed as soon as the button is on screen: on a phone this slow the app is not running yet.
    await page.goto('/uz/catalog?sort=popular', { waitUntil: 'commit' });
    const { card } = await firstAddableCard(page);
    await card.getByRole('button', { name: 'Savatga' }).click();
    await waitForHydration(page);
    // Once the cart is known, the card shows the quantity stepper of one step.
    await expect(card.getByRole('spinbutton')).toBeVisible();
    await expect.poll(async () => (await storedCart(page)).length).toBe(1);
    const [line] = await storedCart(page);
    // One press: one step of that product, not two.
    expect(line?.quantity).toBe((await stepsOf(request)).get(line?.product_id ?? 0));
    await expect(card.getByRole('spinbutton')).toHaveAttribute(
      'aria-valuenow',
      String(line?.quantity),
    );
    // Nothing is left marked as waiting.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('a pressed button is dimmed and marked busy until the app applies the press', async ({
    page,
    request,
  }) => {
    await slowPhone(page);
    // The app's code is held back, as on a network slower than the page's HTML.
    const releaseScripts = await holdAppScripts(page);
    // The module scripts hold off DOMContentLoaded: the page is read as it streams in.
    await page.goto('/uz/catalog?sort=popular', { waitUntil: 'commit' });
    const button = page
      .getByTestId('product-grid')
      .getByRole('button', { name: 'Savatga' })
      .first();
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.6');
    releaseScripts();
    await waitForHydration(page);
    // Two presses while not ready are one add: the second only met a button marked busy.
    await expect.poll(async () => (await storedCart(page)).length).toBe(1);
    const [line] = await storedCart(page);
    expect(line?.quantity).toBe((await stepsOf(request)).get(line?.product_id ?? 0));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('"Savatga" pressed before the app\'s code has arrived is kept on the device at once', async ({
    page,
    request,
    consoleProblems,
  }) => {
    // Only the browser entry arrives; the app's code is held back, as on a slow phone network.
    const releaseScripts = await holdAppScripts(page, browserEntry);
    await page.goto('/uz/catalog?sort=popular', { waitUntil: 'commit' });
    const { name, card } = await firstAddableCard(page);
    const button = card.getByRole('button', { name: 'Savatga' });
    await button.click();
    // The line is in the cart kept on the device while the page is not yet interactive.
    await expect.poll(async () => (await storedCart(page)).length).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const [line] = await storedCart(page);
    const step = (await stepsOf(request)).get(line?.product_id ?? 0);
    expect(line?.quantity).toBe(step);
    releaseScripts();
    await waitForHydration(page);
    // The app tells the shopper as after any add, and the card shows the line: one step, once.
    await expect(page.getByText(`«${name}» savatga qoʻshildi`)).toBeVisible();
    await expect(card.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', String(step));
    expect(await storedCart(page)).toEqual([expect.objectContaining({ quantity: step })]);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('the product page\'s "Savatga qoʻshish" before the app\'s code has arrived adds its quantity', async ({
    page,
    request,
  }) => {
    const [product] = await popularProducts(request, 1);
    const releaseScripts = await holdAppScripts(page, browserEntry);
    await page.goto(`/uz/products/${product!.slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Savatga qoʻshish' }).click();
    await expect
      .poll(async () => await storedCart(page))
      .toEqual([expect.objectContaining({ product_id: product!.id, quantity: product!.step })]);
    releaseScripts();
    await waitForHydration(page);
    // Applied once: told once the app runs, and not made again when the page became interactive.
    await expect(page.getByText(`«${product!.name}» savatga qoʻshildi`)).toBeVisible();
    expect(await storedCart(page)).toEqual([
      expect.objectContaining({ product_id: product!.id, quantity: product!.step }),
    ]);
  });
});
