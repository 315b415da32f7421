/**
 * The CSS a page loads before it is interactive, and how much of it the page uses: each page is
 * loaded on a phone (390 px) and on a desktop (1280 px) with Chromium's CSS coverage on, until
 * the network is idle; a byte of a stylesheet is used when a rule it belongs to matched on either
 * screen. Transfer bytes are brotli at the quality the server precompresses with.
 *
 * Usage: tsx e2e/perf/css-usage.ts <origin> [baseline origin]
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
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

async function measurePage(browser: Browser, origin: string, page: string): Promise<CssUsage> {
  const sheets = new Map<
    string,
    { text: string; ranges: Array<Array<{ start: number; end: number }>> }
  >();
  for (const viewport of cssViewports) {
    const tab = await browser.newPage({ viewport });
    await tab.coverage.startCSSCoverage();
    await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
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
    page,
    transferBytes,
    bytes,
    usedBytes: used,
    share: bytes > 0 ? used / bytes : 1,
    stylesheets: sheets.size,
  };
}

/** Each page on each origin, the origins alternating page by page. */
export async function measureCssUsage(origins: string[], pages: string[]): Promise<CssUsage[][]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = origins.map((): CssUsage[] => []);
    for (const page of pages) {
      for (const [index, origin] of origins.entries()) {
        results[index]!.push(await measurePage(browser, origin, page));
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
  const pages = ['/uz', '/uz/catalog', '/uz/categories', '/uz/cart', '/uz/brands'];
  const results = await measureCssUsage(origins, pages);
  console.log(
    cssUsageTable(results, origins.length > 1 ? ['this build', 'baseline'] : ['this build']),
  );
}
