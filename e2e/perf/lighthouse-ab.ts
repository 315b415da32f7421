/**
 * Lighthouse's mobile performance figures of two builds in one run, load for load alternately:
 * the score, first and largest contentful paint and total blocking time, medians of RUNS, on the
 * home page, the catalogue and a product. `--applied` has Lighthouse apply its throttling to the
 * browser (Slow 4G and CPU × 4 as DevTools applies them, the loads as Chromium really makes them)
 * instead of simulating the load from an unthrottled one, which is its default and the bench's.
 *
 * Usage: tsx e2e/perf/lighthouse-ab.ts <origin> <baseline origin> [runs] [--applied]
 */
import lighthouse from 'lighthouse';
import { popularProducts } from './css-usage';
import { inFreshChromium } from './fresh-chromium';
import { median } from './stats';

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

interface LhResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run in a fresh browser profile, or null when Lighthouse could not measure. */
async function lighthouseRun(url: string, applied: boolean): Promise<Figures | null> {
  const result = await inFreshChromium((port) =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: applied ? 'devtools' : 'simulate',
    }),
  );
  const lhr = result?.lhr as unknown as LhResult | undefined;
  if (!lhr || lhr.runtimeError) return null;
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
  };
}

const summary = (runs: Figures[]) =>
  runs.length === 0
    ? 'no run measured'
    : `${median(runs.map((run) => run.score))} (${runs.map((run) => run.score).join(', ')}), ` +
      `FCP ${Math.round(median(runs.map((run) => run.fcpMs)))} ms, ` +
      `LCP ${Math.round(median(runs.map((run) => run.lcpMs)))} ms, ` +
      `TBT ${Math.round(median(runs.map((run) => run.tbtMs)))} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const applied = args.includes('--applied');
  const [origin, baseline, runsArgument] = args.filter((arg) => arg !== '--applied');
  if (!origin || !baseline) {
    console.error(
      'Usage: tsx e2e/perf/lighthouse-ab.ts <origin> <baseline origin> [runs] [--applied]',
    );
    process.exit(2);
  }
  const runs = Number(runsArgument ?? 5);
  const [product] = await popularProducts(origin, 1);
  if (!product) throw new Error('The catalogue has no product in stock');
  const pages = ['/uz', '/uz/catalog', `/uz/products/${product.slug}`];
  console.log(`Lighthouse, ${applied ? 'applied' : 'simulated'} throttling, ${runs} runs each`);
  console.log('| page | this build | baseline |\n|---|---|---|');
  for (const page of pages) {
    const results: [Figures[], Figures[]] = [[], []];
    for (let run = 0; run < runs; run += 1) {
      for (const [index, build] of [origin, baseline].entries()) {
        const measured = await lighthouseRun(`${build}${page}`, applied);
        if (measured) results[index]?.push(measured);
      }
    }
    console.log(`| ${page} | ${summary(results[0])} | ${summary(results[1])} |`);
  }
}
