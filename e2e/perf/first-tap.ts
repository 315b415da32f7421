/**
 * The first tap that works: on a phone as Lighthouse's mobile preset slows one down (the CPU four
 * times slower, Slow 4G as DevTools applies it), the time from navigation until a press of "add
 * to cart" is applied to the cart kept on the device. The shopper presses the first "add" button
 * as soon as it is on screen and again every `tapIntervalMs` until the cart holds it: a press the
 * page loses is pressed again, as a shopper would, so a page that loses presses before it is
 * interactive scores its time to interactive, and one that keeps them scores the time it takes to
 * apply the first.
 *
 * Usage: tsx e2e/perf/first-tap.ts <origin> [baseline origin] [runs]
 * With two origins the builds are measured alternately, load for load, and the ratios printed.
 */
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../vite.config';
import { alternating, median } from './stats';

/** Lighthouse's mobile preset as DevTools applies it (lighthouse/core/config/constants.js). */
export const mobileThrottling = {
  cpuSlowdown: 4,
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
};

/** The longest a run waits for the press to be applied. */
const giveUpMs = 30_000;
const tapIntervalMs = 100;

/** The pages measured, as paths, and the button that adds to the cart on each. */
export interface TapPage {
  name: string;
  path: string;
  /** The text of the "add" button pressed (the first one on the page). */
  button: RegExp;
}

export const tapPages = (productSlug: string): TapPage[] => [
  { name: 'home', path: '/uz', button: /^Savatga$/ },
  { name: 'catalogue', path: '/uz/catalog', button: /^Savatga$/ },
  { name: 'product', path: `/uz/products/${productSlug}`, button: /^Savatga qoʻshish$/ },
];

/**
 * One load: milliseconds from navigation start until the cart on the device first held a line,
 * or null when no press was applied within `giveUpMs`.
 */
export async function firstTapMs(browser: Browser, url: string, button: RegExp) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'uz-UZ',
  });
  try {
    // Both builds save the cart under `cart` on every change once it is known: the first save
    // with a line in it is the press applied.
    await context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        const timed = window as unknown as { savatCartAt?: number };
        if (key === 'cart' && value !== '[]' && timed.savatCartAt === undefined)
          timed.savatCartAt = performance.now();
        return setItem.call(this, key, value);
      };
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileThrottling.latencyMs,
      downloadThroughput: mobileThrottling.downloadBytesPerSecond,
      uploadThroughput: mobileThrottling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileThrottling.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // Found by its text with a plain query: a role query computes the accessible name and role of
    // every element on the page's main thread, ~0.4 s per look at CPU × 4 on a 48-product page,
    // which would be time the harness takes from the page, not the page's own.
    const target = page.locator('button', { hasText: button }).first();
    const deadline = Date.now() + giveUpMs;
    while (Date.now() < deadline) {
      const appliedAt = await page.evaluate(
        () => (window as unknown as { savatCartAt?: number }).savatCartAt ?? null,
      );
      if (appliedAt !== null) return appliedAt;
      // Pressed once it is on screen; a press on a button already gone (the card now shows the
      // stepper) fails and the next look at the cart finds the add.
      await target.tap({ timeout: tapIntervalMs * 5, noWaitAfter: true }).catch(() => undefined);
      await page.waitForTimeout(tapIntervalMs);
    }
    return null;
  } finally {
    await context.close();
  }
}

export interface FirstTapResult {
  page: string;
  /** Median ms per build, in the order of the origins given; null when a run never applied. */
  medians: Array<number | null>;
  runs: Array<Array<number | null>>;
}

/** Each page `runs` times on each origin, alternating origins load for load. */
export async function measureFirstTaps(
  origins: string[],
  pages: TapPage[],
  runs: number,
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: FirstTapResult[] = [];
    for (const page of pages) {
      const collected = await alternating(origins, runs, (origin, run) =>
        firstTapMs(browser, `${origin}${page.path}?tap=${run}`, page.button),
      );
      results.push({
        page: page.name,
        runs: collected,
        medians: collected.map((values) =>
          values.some((value) => value === null)
            ? null
            : median(values.filter((value): value is number => value !== null)),
        ),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A Markdown table of the results, with the ratio to the baseline when there is one. */
export function firstTapTable(results: FirstTapResult[], labels: string[]): string {
  const seconds = (ms: number | null) => (ms === null ? 'never' : (ms / 1000).toFixed(2));
  return [
    `| page | ${labels.map((label) => `${label} s (runs)`).join(' | ')}${labels.length > 1 ? ' | ratio' : ''} |`,
    `|---|${labels.map(() => '---|').join('')}${labels.length > 1 ? '---|' : ''}`,
    ...results.map((result) => {
      const [ours, base] = result.medians;
      const ratio =
        labels.length > 1
          ? ` | ${ours !== null && ours !== undefined && base !== null && base !== undefined && base > 0 ? (ours / base).toFixed(2) : '—'}`
          : '';
      return `| ${result.page} | ${result.medians
        .map((value, index) => `${seconds(value)} (${result.runs[index]?.map(seconds).join(', ')})`)
        .join(' | ')}${ratio} |`;
    }),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, baseline, runsArgument] = process.argv.slice(2);
  if (!origin) {
    console.error('Usage: tsx e2e/perf/first-tap.ts <origin> [baseline origin] [runs]');
    process.exit(2);
  }
  const origins = baseline ? [origin, baseline] : [origin];
  const inStock = (await (
    await fetch(`${origin}/api/resources/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'uz' },
      body: JSON.stringify({ in_stock: true, sort: 'popular', page: 1, per_page: 1 }),
    })
  ).json()) as { data: Array<{ slug: string }> };
  const slug = inStock.data[0]?.slug;
  if (!slug) throw new Error('The catalogue has no product');
  const results = await measureFirstTaps(origins, tapPages(slug), Number(runsArgument ?? 5));
  console.log(firstTapTable(results, baseline ? ['this build', 'baseline'] : ['this build']));
}
