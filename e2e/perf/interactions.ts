/**
 * How quickly the storefront answers a shopper once a page is interactive: the duration of each
 * interaction as the browser's Event Timing reports it (the longest event of the interaction,
 * from the input until the next paint; what Interaction to Next Paint is made of), on a phone's
 * screen (412 × 823) with the CPU four times slower, as Lighthouse's mobile preset slows it.
 * Every run is a fresh device: the page is loaded, hydrated and left until idle, then the one
 * interaction is made and its duration read. The slowed CPU stands for a mid-range phone, so the
 * line is the same as on one: over 200 ms, Interaction to Next Paint is no longer "good".
 *
 * An interaction that brings something up (a dialog, a sheet) is also measured until it shows:
 * from the press to the frame after it is in the page, painted. Its code may have to load first,
 * which Event Timing does not wait for: the press is answered at its next paint, the dialog later.
 *
 * Usage: tsx e2e/perf/interactions.ts <origin> [baseline origin] [runs] [name]
 * With two origins the builds are measured alternately, run for run, and the ratios printed;
 * `-` for the baseline measures one build. `name`: only the interactions whose name contains it.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../vite.config';
import { alternating, median } from './stats';
import type { ProductSummary } from '../../src/shared/api';
import { cartItemFromProduct } from '../../src/entities/cart/lib/from-product';

export const cpuSlowdown = 4;

/** What a run knows of the shop: a product to open and lines for a cart kept on the device. */
export interface ShopFixture {
  productSlug: string;
  /** Ten lines as the cart keeps them on the device (`cart` in local storage). */
  cartLines: unknown[];
}

export interface Interaction {
  name: string;
  path: (shop: ShopFixture) => string;
  /** The cart kept on the device before the page loads. */
  cart?: (shop: ShopFixture) => unknown[];
  /** What the shopper does first, not measured (the page is left until idle after it). */
  before?: (page: Page) => Promise<void>;
  /**
   * Finds what the shopper uses and returns the interaction measured, made once the page is idle
   * again: a look for an element takes the page's main thread, which must not count.
   */
  act: (page: Page) => Promise<() => Promise<unknown>>;
  /** What the interaction brings up, as a selector: its time until it shows is measured too. */
  shows?: string;
}

/** A button by its exact text, found by a plain query (a role query would load the page). */
const button = (page: Page, text: string | RegExp) =>
  page.locator('button:visible', { hasText: text }).first();

/** A control by its accessible label attribute. */
const labelled = (page: Page, label: string) =>
  page.locator(`[aria-label="${label}"]:visible`).first();

/** A press of the element the locator finds now. */
async function press(target: Locator) {
  const element = await target.elementHandle();
  if (!element) throw new Error(`Nothing to press: ${target.toString()}`);
  await element.scrollIntoViewIfNeeded();
  return () => element.click();
}

/** A key pressed in the element the locator finds now, focused beforehand. */
async function key(page: Page, target: Locator, name: string) {
  await target.focus();
  return () => page.keyboard.press(name);
}

const addToCart = /^Savatga$/;
const addOnProduct = /^Savatga qoʻshish$/;
const increase = 'Miqdorni oshirish';
const filtersButton = /^Filtrlar$/;
const inStockFilter = '[role="dialog"] input[name="in_stock"]';

export const interactions: Interaction[] = [
  {
    name: 'catalogue: "Savatga" on the first card',
    path: () => '/uz/catalog',
    act: (page) => press(button(page, addToCart)),
  },
  {
    name: 'catalogue: "+" on the card’s stepper',
    path: () => '/uz/catalog',
    before: async (page) => {
      await button(page, addToCart).click();
      await labelled(page, increase).waitFor();
    },
    act: (page) => press(labelled(page, increase)),
  },
  {
    name: 'catalogue: open the filters',
    path: () => '/uz/catalog',
    act: (page) => press(button(page, filtersButton)),
    shows: '[role="dialog"]',
  },
  {
    name: 'catalogue: tick a filter',
    path: () => '/uz/catalog',
    before: async (page) => {
      await button(page, filtersButton).click();
      await page.locator(inStockFilter).waitFor();
    },
    act: (page) => press(page.locator(inStockFilter)),
  },
  {
    name: 'catalogue: apply the filters',
    path: () => '/uz/catalog',
    before: async (page) => {
      await button(page, filtersButton).click();
      await page.locator(inStockFilter).click();
      await page.waitForURL(/in_stock/);
      await page.locator('[data-testid="product-grid"]').waitFor();
    },
    act: (page) => press(page.locator('[role="dialog"] button', { hasText: /koʻrsatish$/ }).last()),
  },
  {
    name: 'catalogue: change the sort',
    path: () => '/uz/catalog',
    // A closed select takes the next option on the arrow key: a change of the sort.
    act: (page) => key(page, page.locator('#catalog-sort'), 'ArrowDown'),
  },
  {
    name: 'catalogue: "Show more"',
    path: () => '/uz/catalog',
    act: (page) => press(page.locator('a:visible', { hasText: /^Yana koʻrsatish$/ }).first()),
  },
  {
    name: 'product: add to cart',
    path: (shop) => `/uz/products/${shop.productSlug}`,
    act: (page) => press(button(page, addOnProduct)),
  },
  {
    name: 'product: step the quantity',
    path: (shop) => `/uz/products/${shop.productSlug}`,
    before: async (page) => {
      await button(page, addOnProduct).click();
      await labelled(page, increase).waitFor();
    },
    act: (page) => press(labelled(page, increase)),
  },
  {
    name: 'header: a letter in the search box',
    path: () => '/uz/catalog',
    act: (page) => key(page, page.locator('header input[type="search"]'), 's'),
  },
  {
    name: 'header: open the mini-cart',
    path: () => '/uz/catalog',
    cart: (shop) => shop.cartLines.slice(0, 3),
    act: (page) => press(page.locator('header a[href="/uz/cart"]:visible').last()),
    shows: '[role="dialog"]',
  },
  {
    name: 'header: open the sign-in dialog',
    path: () => '/uz/catalog',
    act: (page) => press(page.locator('header button:visible', { hasText: /^Kirish$/ })),
    shows: '[role="dialog"]',
  },
  {
    name: 'cart (10 lines): step a line',
    path: () => '/uz/cart',
    cart: (shop) => shop.cartLines,
    act: (page) => press(labelled(page, increase)),
  },
  {
    name: 'cart (10 lines): remove a line',
    path: () => '/uz/cart',
    cart: (shop) => shop.cartLines,
    act: (page) => press(page.locator('button[aria-label$="savatdan oʻchirish"]:visible').first()),
  },
];

/** An event timing entry as the page hands it over. */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/**
 * The duration of the interaction that started at or after `since`: the longest entry of the
 * first interaction (the browser gives every event of one press or key the same id), or null
 * when none was reported.
 */
export function interactionMs(entries: EventEntry[], since: number): number | null {
  const after = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
  if (after.length === 0) return null;
  const first = after.reduce((earliest, entry) =>
    entry.startTime < earliest.startTime ? entry : earliest,
  ).interactionId;
  return Math.max(
    ...after.filter((entry) => entry.interactionId === first).map((entry) => entry.duration),
  );
}

/** The median of the runs that reported a duration; null when none did. */
export function medianOf(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
}

/** Until the page has nothing left to do: no request for a while and an idle callback run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
  }
}

/** One run of one interaction, in ms; null for what the browser did not report. */
export interface Measured {
  /** The interaction's duration by Event Timing. */
  duration: number | null;
  /** From the press until what it brings up is painted (for an interaction that `shows`). */
  shown: number | null;
}

/** One run of one interaction. */
export async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  shop: ShopFixture,
): Promise<Measured> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    locale: 'uz-UZ',
  });
  try {
    const cart = interaction.cart?.(shop);
    await context.addInitScript((lines) => {
      if (lines && localStorage.getItem('cart') === null)
        localStorage.setItem('cart', JSON.stringify(lines));
      const entries: unknown[] = [];
      (window as unknown as { savatEvents: unknown[] }).savatEvents = entries;
      new PerformanceObserver((list) => {
        // Event timing entries (not yet in TypeScript's DOM types: interactionId).
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { interactionId: number }
        >)
          entries.push({
            name: entry.name,
            startTime: entry.startTime,
            duration: entry.duration,
            interactionId: entry.interactionId,
          });
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    }, cart ?? null);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${interaction.path(shop)}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await settle(page);
    if (interaction.before) {
      await interaction.before(page);
      await settle(page);
    }
    const interact = await interaction.act(page);
    await settle(page);
    const since = await page.evaluate(() => performance.now());
    if (interaction.shows) {
      await page.evaluate((selector) => {
        const shown = new Promise<number | null>((resolve) => {
          let pressed: number | null = null;
          for (const type of ['pointerdown', 'keydown'])
            addEventListener(type, (event) => (pressed ??= event.timeStamp), { capture: true });
          new MutationObserver((_, observer) => {
            if (pressed === null || !document.querySelector(selector)) return;
            observer.disconnect();
            const from = pressed;
            // Painted: the frame that draws it has run once a task after its callbacks runs.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from), 0));
          }).observe(document.documentElement, { childList: true, subtree: true });
          setTimeout(() => resolve(null), 10_000);
        });
        (window as unknown as { savatShown: Promise<number | null> }).savatShown = shown;
      }, interaction.shows);
    }
    await interact();
    // The entries arrive after the paint that ends the interaction.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        ),
    );
    const entries = await page.evaluate(
      () => (window as unknown as { savatEvents: EventEntry[] }).savatEvents,
    );
    const shown = interaction.shows
      ? await page.evaluate(() =>
          (window as unknown as { savatShown: Promise<number | null> }).savatShown.then((ms) =>
            ms === null ? null : Math.round(ms),
          ),
        )
      : null;
    return { duration: interactionMs(entries, since), shown };
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  interaction: string;
  /** Median ms per build, in the order of the origins given. */
  medians: Array<number | null>;
  runs: Array<Array<number | null>>;
}

/** Each interaction `runs` times on each origin, alternating origins run for run. */
export async function measureInteractions(
  origins: string[],
  shop: ShopFixture,
  runs: number,
  only: Interaction[] = interactions,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of only) {
      const collected = await alternating(origins, runs, (origin) =>
        measureOnce(browser, origin, interaction, shop).catch((error: Error): Measured => {
          console.error(`${interaction.name} on ${origin}: ${error.message.split('\n')[0]}`);
          return { duration: null, shown: null };
        }),
      );
      const durations = collected.map((of) => of.map((measured) => measured.duration));
      results.push({
        interaction: interaction.name,
        runs: durations,
        medians: durations.map(medianOf),
      });
      if (interaction.shows) {
        const shown = collected.map((of) => of.map((measured) => measured.shown));
        results.push({
          interaction: `${interaction.name}: until it shows`,
          runs: shown,
          medians: shown.map(medianOf),
        });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A Markdown table of the results, with the ratio to the baseline when there is one. */
export function interactionTable(results: InteractionResult[], labels: string[]): string {
  const ms = (value: number | null) => (value === null ? '—' : String(value));
  const compared = labels.length > 1;
  return [
    `| interaction | ${labels.map((label) => `${label} ms (runs)`).join(' | ')}${compared ? ' | ratio' : ''} |`,
    `|---|${labels.map(() => '---|').join('')}${compared ? '---|' : ''}`,
    ...results.map((result) => {
      const [ours, base] = result.medians;
      const ratio = compared
        ? ` | ${ours != null && base != null && base > 0 ? (ours / base).toFixed(2) : '—'}`
        : '';
      return `| ${result.interaction} | ${result.medians
        .map((value, index) => `${ms(value)} (${result.runs[index]?.map(ms).join(', ')})`)
        .join(' | ')}${ratio} |`;
    }),
  ].join('\n');
}

/** Lines for a cart kept on the device, as the app writes them, from the first in-stock products. */
async function shopFixture(origin: string): Promise<ShopFixture> {
  const response = await fetch(`${origin}/api/resources/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'uz' },
    body: JSON.stringify({ in_stock: true, sort: 'popular', page: 1, per_page: 10 }),
  });
  const { data } = (await response.json()) as { data: ProductSummary[] };
  const first = data[0];
  if (!first) throw new Error('The catalogue has no product in stock');
  return {
    productSlug: first.slug,
    // Each line as the app itself keeps it on the device, one step of the product.
    cartLines: data.map((product) => cartItemFromProduct(product, product.step)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, baseline, runsArgument, filter] = process.argv.slice(2);
  if (!origin) {
    console.error('Usage: tsx e2e/perf/interactions.ts <origin> [baseline origin] [runs] [name]');
    process.exit(2);
  }
  const origins = baseline && baseline !== '-' ? [origin, baseline] : [origin];
  const only = filter
    ? interactions.filter((interaction) => interaction.name.includes(filter))
    : interactions;
  const results = await measureInteractions(
    origins,
    await shopFixture(origin),
    Number(runsArgument ?? 5),
    only,
  );
  console.log(
    interactionTable(results, origins.length > 1 ? ['this build', 'baseline'] : ['this build']),
  );
}
