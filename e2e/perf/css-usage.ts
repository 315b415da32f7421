/**
 * The CSS a page loads before it is interactive, and how much of it the page uses: each page is
 * loaded on a phone (390 px) and on a desktop (1280 px) with Chromium's CSS coverage on, until
 * the network is idle, then scrolled through to its end; a byte of a stylesheet is used when a
 * rule it belongs to matched on either screen. Transfer bytes are brotli at the quality the server
 * precompresses with. The cart page is measured as a shopper opens it, with what they put in the
 * cart kept on the device (as Lighthouse measures it in the bench), and empty.
 *
 * Usage: tsx e2e/perf/css-usage.ts <origin> [baseline origin]
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { cartItemFromProduct } from '../../src/entities/cart/lib/from-product';
import type { ProductSummary } from '../../src/shared/api';
import { chromiumArgs, chromiumPath } from '../../vite.config';

export const cssViewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** A page's share of CSS used: at least this much of what it loads (the budget). */
export const cssUsedBudget = 0.6;

export interface CssUsage {
  page: string;
  /** The stylesheets' bytes as sent (brotli). */
  transferBytes: number;
  bytes: number;
  usedBytes: number;
  share: number;
  stylesheets: number;
}

/** Used bytes of one stylesheet: the union of the ranges used on each screen. */
export function usedBytes(
  length: number,
  rangesPerScreen: Array<Array<{ start: number; end: number }>>,
) {
  const used = new Uint8Array(length);
  for (const ranges of rangesPerScreen)
    for (const { start, end } of ranges) used.fill(1, start, end);
  return used.reduce((sum, byte) => sum + byte, 0);
}

/** A page measured: its path, and the cart kept on the device when it opens, if any. */
export interface CssPage {
  path: string;
  /** Stored under `cart` before the page opens (the lines a shopper's device keeps). */
  cart?: unknown[];
  /** The name the table shows (the path by default). */
  label?: string;
}

/**
 * Scrolls through the page a screen at a time and back to the top, a frame apart: parts styled only
 * once they near the screen (`content-visibility: auto`: the footer, product cards) are styled, as
 * they are for a shopper who scrolls, so their rules count as used.
 */
export async function showWholePage(tab: Page) {
  const twoFrames = () =>
    tab.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  const height = await tab.evaluate(() => document.documentElement.scrollHeight);
  const screen = tab.viewportSize()?.height ?? 800;
  for (let top = screen; top < height + screen; top += screen) {
    await tab.evaluate((y) => window.scrollTo(0, y), top);
    await twoFrames();
  }
  await tab.evaluate(() => window.scrollTo(0, 0));
}

async function measurePage(browser: Browser, origin: string, page: CssPage): Promise<CssUsage> {
  const sheets = new Map<
    string,
    { text: string; ranges: Array<Array<{ start: number; end: number }>> }
  >();
  for (const viewport of cssViewports) {
    const tab = await browser.newPage({ viewport });
    if (page.cart) {
      // The device's cart is in the shop's storage before the page opens, as a shopper's is.
      await tab.goto(`${origin}/robots.txt`);
      await tab.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), page.cart);
    }
    await tab.coverage.startCSSCoverage();
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
    await showWholePage(tab);
    for (const entry of await tab.coverage.stopCSSCoverage()) {
      const sheet = sheets.get(entry.url) ?? { text: entry.text ?? '', ranges: [] };
      sheet.ranges.push(entry.ranges);
      sheets.set(entry.url, sheet);
    }
    await tab.close();
  }
  let bytes = 0;
  let used = 0;
  let transferBytes = 0;
  for (const { text, ranges } of sheets.values()) {
    bytes += text.length;
    used += usedBytes(text.length, ranges);
    transferBytes += brotliCompressSync(Buffer.from(text), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return {
    page: page.label ?? page.path,
    transferBytes,
    bytes,
    usedBytes: used,
    share: bytes > 0 ? used / bytes : 1,
    stylesheets: sheets.size,
  };
}

/** Each page on each origin, the origins alternating page by page. */
export async function measureCssUsage(
  origins: string[],
  pages: Array<string | CssPage>,
): Promise<CssUsage[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = origins.map((): CssUsage[] => []);
    for (const page of pages) {
      for (const [index, origin] of origins.entries()) {
        const measured = typeof page === 'string' ? { path: page } : page;
        results[index]!.push(await measurePage(browser, origin, measured));
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function cssUsageTable(results: CssUsage[][], labels: string[]): string {
  const cell = (usage: CssUsage | undefined) =>
    usage
      ? `${(usage.transferBytes / 1024).toFixed(1)} KB, ${Math.round(usage.share * 100)} % used`
      : '';
  return [
    `| page | ${labels.join(' | ')} |`,
    `| --- | ${labels.map(() => '---').join(' | ')} |`,
    ...(results[0] ?? []).map(
      (usage, row) => `| ${usage.page} | ${results.map((of) => cell(of[row])).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The catalogue's most popular products in stock. */
export async function popularProducts(origin: string, count: number): Promise<ProductSummary[]> {
  const response = await fetch(`${origin}/api/resources/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'uz' },
    body: JSON.stringify({ in_stock: true, sort: 'popular', page: 1, per_page: count }),
  });
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
  return ((await response.json()) as { data: ProductSummary[] }).data;
}

/** Three products in stock, as a shopper's device keeps them after adding each once. */
export async function storedCart(
  origin: string,
): Promise<Array<ReturnType<typeof cartItemFromProduct>>> {
  return (await popularProducts(origin, 3)).map((product) => cartItemFromProduct(product, 1));
}

/** Pages that use less of the CSS they load than the budget. */
export function cssUsageProblems(results: CssUsage[]): string[] {
  return results
    .filter((usage) => usage.share < cssUsedBudget)
    .map(
      (usage) =>
        `${usage.page}: uses ${Math.round(usage.share * 100)} % of its CSS < ${cssUsedBudget * 100} %`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origins = process.argv.slice(2);
  if (origins.length === 0) {
    console.error('Usage: tsx e2e/perf/css-usage.ts <origin> [baseline origin]');
    process.exit(2);
  }
  const popular = await popularProducts(origins[0]!, 3);
  const cart = popular.map((product) => cartItemFromProduct(product, 1));
  const [first] = popular;
  if (!first) throw new Error('The catalogue has no product in stock');
  const pages = [
    '/uz',
    '/uz/catalog',
    `/uz/products/${first.slug}`,
    '/uz/categories',
    { path: '/uz/cart', cart, label: '/uz/cart (3 lines)' },
    { path: '/uz/cart', label: '/uz/cart (empty)' },
    '/uz/brands',
    ...(first.brand ? [`/uz/brands/${first.brand.slug}`] : []),
    // A search that finds the product: the first word of its name.
    `/uz/search?q=${encodeURIComponent(first.name.split(' ')[0] ?? first.name)}`,
    '/uz/blogs',
    '/uz/markets',
  ];
  const results = await measureCssUsage(origins, pages);
  console.log(
    cssUsageTable(results, origins.length > 1 ? ['this build', 'baseline'] : ['this build']),
  );
}
