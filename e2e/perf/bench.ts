/**
 * `npm run bench`: builds production, starts the storefront with a fresh reference API, and measures
 *  - Lighthouse (mobile, default throttling) RUNS times on home, catalogue, a product and the cart
 *    with items: median and min of every figure, and from each run's trace the main thread's work
 *    after the first paint by wall and by CPU time;
 *  - initial JS/CSS bytes per route (brotli), and the share of the CSS each page loads that it
 *    uses, on a phone or a desktop (e2e/perf/css-usage.ts), next to the baseline;
 *  - SSR load on a 48-product catalogue page next to the same server sending the same HTML as a
 *    precompressed static file, in the same run (the ratio is the figure to quote), requested as a
 *    browser requests them (compressed) and, for comparison, without compression; the page as
 *    served (its rendered document kept for seconds by the page cache) and, separately, the cost
 *    of a real render: one at a time and under the same load, at addresses the page cache never
 *    stores.
 *  - the first tap that works (e2e/perf/first-tap.ts): on Lighthouse's mobile throttling, the time
 *    from navigation until a press of "add to cart" on home, catalogue and a product is applied,
 *    median of RUNS, next to a build of BENCH_BASELINE (a git ref, by default the storefront before
 *    the app's modules were named in the HTML) measured in the same run, load for load; the real
 *    renders at 25 connections are measured on both too, with the server's API cache and
 *    without it (e2e/perf/renders.ts), and the ratios reported; then one such load is run under
 *    `node --cpu-prof` and each thread's top self-time functions are printed (profile/ beside
 *    the results).
 * Writes e2e/perf/results/bench.json and bench.md; exits 1 with the reasons when a budget is missed.
 * Builds into DIST_DIR (default dist/) and serves on BENCH_PORT (3900). BENCH_ONLY=load measures
 * the SSR load and bytes only (no Lighthouse); BENCH_PAGES=cart,home runs Lighthouse on those pages
 * only; BENCH_RESULTS_DIR writes the results elsewhere;
 * BENCH_NO_BUILD=1 measures the build already in DIST_DIR. Then the storefront's processes
 * (e2e/perf/processes.ts, written to processes.{json,md}): requests per second and resident
 * memory with WORKERS=1 and WORKERS=2, and one worker's memory over 11 000 mixed requests;
 * BENCH_ONLY=workers or BENCH_ONLY=memory runs only that; BENCH_ONLY=first-tap measures the first
 * tap (and the baseline's) only. BENCH_BASELINE=none leaves the baseline out.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { clientDir, serverProcessFile } from '../../src/server/paths';
import {
  type Manifest,
  overBudget,
  readRouteStylesheets,
  routeBundles,
  sizeRoutes,
} from './bundle';
import { tasksAfterFirstPaint, type TasksAfterPaint, type TraceEvent } from './main-thread-tasks';
import { median, percentile, summarise, type Summary } from './stats';
import { processesBench } from './processes';
import {
  cssUsageProblems,
  cssUsageTable,
  cssUsedBudget,
  measureCssUsage,
  storedCart,
} from './css-usage';
import { firstTapTable, measureFirstTaps, tapPages, type FirstTapResult } from './first-tap';
import { inFreshChromium } from './fresh-chromium';
import { loadRenders, profileRenders, startBuild, withoutApiCache } from './renders';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);
const ONLY_LOAD = process.env.BENCH_ONLY === 'load';
const ONLY_FIRST_TAP = process.env.BENCH_ONLY === 'first-tap';
/**
 * The build every run compares with: the storefront before the app's modules were named in the
 * document's head (they were listed in a meta tag and fetched after the first paint).
 */
const BASELINE = process.env.BENCH_BASELINE ?? 'a4a66cc675abd77cab91448d1f7e61945af03d42';
/** The first tap that works, median on each page, on Lighthouse's mobile throttling. */
const firstTapBudgetMs = 2_000;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? PORT + 50);
/** `workers` or `memory`: that measurement of the storefront's processes only (e2e/perf/processes.ts). */
const ONLY_PROCESSES =
  process.env.BENCH_ONLY === 'workers' || process.env.BENCH_ONLY === 'memory'
    ? process.env.BENCH_ONLY
    : undefined;
/** Lighthouse on these pages only (comma-separated names: home, catalogue, product, cart). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** The catalogue's page size: the load is measured on a full page. */
const CATALOGUE_PRODUCTS = 48;
const origin = `http://127.0.0.1:${PORT}`;
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? 'e2e/perf/results');

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Products a rendered page links to (each product tile links to its page once). */
function productsOn(html: string): number {
  return new Set(html.match(/href="\/[a-z]{2}\/products\/[^"?#]+"/g) ?? []).size;
}

async function waitFor(url: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const figures = {
  performance: (lhr: LhResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100),
  accessibility: (lhr: LhResult) => Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
  bestPractices: (lhr: LhResult) =>
    Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
  seo: (lhr: LhResult) => Math.round((lhr.categories.seo?.score ?? 0) * 100),
  lcpMs: (lhr: LhResult) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
  tbtMs: (lhr: LhResult) => lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
  cls: (lhr: LhResult) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
  fcpMs: (lhr: LhResult) => lhr.audits['first-contentful-paint']?.numericValue ?? Infinity,
  speedIndexMs: (lhr: LhResult) => lhr.audits['speed-index']?.numericValue ?? Infinity,
  // From the run's own trace (main-thread-tasks.ts): the main thread's tasks after the first
  // paint by CPU time, which leaves out the time they waited for a core on a busy machine.
  cpuBlockingMs: (_lhr: LhResult, tasks: TasksAfterPaint) => Math.round(tasks.cpuBlockingMs),
  cpuBusyMs: (_lhr: LhResult, tasks: TasksAfterPaint) => Math.round(tasks.cpuMs),
  wallBusyMs: (_lhr: LhResult, tasks: TasksAfterPaint) => Math.round(tasks.busyMs),
};
type Figure = keyof typeof figures;
interface LhResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  /** Set when Lighthouse could not measure the page (it then scores it 0). */
  runtimeError?: { code: string; message: string };
}

/**
 * Lighthouse's own trace-recording failures ("Please run Lighthouse again"): the run is repeated,
 * at most `retriesPerPage` times a page, and each repeat is reported.
 */
const traceFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP_TRACE_EVENT']);
const retriesPerPage = 3;

async function lighthouseRuns(
  url: string,
  cart: unknown[] | undefined,
  failures: string[],
): Promise<Record<Figure, Summary>> {
  const collected = Object.fromEntries(Object.keys(figures).map((key) => [key, [] as number[]]));
  let retries = 0;
  for (let index = 0; index < RUNS; index += 1) {
    const result = await inFreshChromium(async (port) => {
      if (cart) {
        // The cart lives in localStorage: put it there, then keep storage but start with a cold cache.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), cart);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        await browser.close();
      }
      return lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(cart),
      });
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as LhResult;
    if (lhr.runtimeError) {
      // A run Lighthouse could not measure says nothing about the page: it is not counted as a
      // score of 0. A failure of Lighthouse's own trace is run again; any other is reported.
      const { code, message } = lhr.runtimeError;
      if (traceFailures.has(code) && retries < retriesPerPage) {
        retries += 1;
        index -= 1;
        console.log(`  Lighthouse could not record the trace (${code}): running again`);
      } else failures.push(`run ${index + 1} failed (${code}): ${message}`);
      continue;
    }
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const tasks = tasksAfterFirstPaint(trace?.traceEvents ?? []);
    for (const [key, read] of Object.entries(figures)) collected[key]?.push(read(lhr, tasks));
  }
  if (collected.performance?.length === 0)
    throw new Error(`Lighthouse could not measure ${url}: ${failures.join('; ')}`);
  return Object.fromEntries(
    Object.entries(collected).map(([key, values]) => [key, summarise(values)]),
  ) as Record<Figure, Summary>;
}

/** What Chromium asks for over plain HTTP: every shopper's browser takes compressed pages. */
const browserEncodings = 'gzip, deflate, br';

/**
 * Load at 25 connections, after a short unmeasured run at the same address (the server's and the
 * client's code is compiled and their memory grown before anything is counted). Requests ask for
 * compression as a browser does unless `compressed` is false. With `uncached`, every request
 * carries a parameter of its own that the page cache never stores, so each one is a full render.
 */
async function load(url: string, { uncached = false, compressed = true } = {}) {
  let counter = 0;
  const options = {
    url,
    connections: 25,
    headers: compressed ? { 'accept-encoding': browserEncodings } : {},
    ...(uncached
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                counter += 1;
                return { ...request, path: `${new URL(url).pathname}?render=${counter}` };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({
    ...options,
    duration: LOAD_SECONDS,
  });
  return {
    url: uncached ? `${url}?render=<n>` : url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Real renders one at a time, each at an address the page cache never stores: the time to the
 * last byte as the client sees it, and the server's own render time (its Server-Timing). The API
 * reads behind them are the server's short-lived cache, as on any busy storefront.
 */
async function renders(url: string) {
  const total: number[] = [];
  const server: number[] = [];
  for (let index = 0; index < RENDERS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}?render=${index}`);
    const html = await response.text();
    total.push(performance.now() - started);
    const timing = response.headers.get('server-timing') ?? '';
    if (!/page-cache;desc="bypass"/.test(timing))
      throw new Error(`A cache-busting render was answered from the page cache: ${timing}`);
    server.push(Number(/render;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
    if (productsOn(html) !== CATALOGUE_PRODUCTS)
      throw new Error(`A real render showed ${productsOn(html)} products`);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: RENDERS,
    medianMs: round(median(total)),
    p99Ms: round(percentile(total, 0.99)),
    serverMedianMs: round(median(server)),
    serverP99Ms: round(percentile(server, 0.99)),
  };
}

/**
 * The baseline's build: a worktree of BASELINE beside this one (sharing its node_modules), built
 * once into its own dist/. Null with BENCH_BASELINE=none.
 */
function baselineServerFile(): string | null {
  if (BASELINE === 'none') return null;
  const commit = spawnSync('git', ['rev-parse', '--verify', `${BASELINE}^{commit}`], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!commit) throw new Error(`BENCH_BASELINE ${BASELINE} is not a commit of this repository`);
  const dir = path.join(tmpdir(), `savat-bench-baseline-${commit.slice(0, 12)}`);
  if (!existsSync(dir)) {
    run('git', ['worktree', 'add', '--detach', dir, commit]);
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  }
  const serverFile = path.join(dir, 'dist/server/start.js');
  if (!existsSync(serverFile)) {
    console.log(`Building the baseline (${commit.slice(0, 12)}) in ${dir}`);
    const build = spawnSync(process.execPath, [tsx, 'src/server/build.ts'], {
      cwd: dir,
      env: { ...process.env, DIST_DIR: path.join(dir, 'dist') },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The baseline build failed');
  }
  return serverFile;
}

/** A production storefront with a fresh reference API, as an operator runs it. */
function startStorefront(serverFile: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'savat-bench-data-'));
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      API_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Problems with the first tap: a median over the budget, or a run whose press was never applied. */
function firstTapProblems(results: FirstTapResult[]): string[] {
  return results.flatMap((result) => {
    const [ours] = result.medians;
    if (ours === null || ours === undefined)
      return [`${result.page}: a press of "add to cart" was never applied`];
    return ours > firstTapBudgetMs
      ? [`${result.page}: the first tap works after ${ours} ms (median) > ${firstTapBudgetMs} ms`]
      : [];
  });
}

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') run(process.execPath, [tsx, 'src/server/build.ts']);
  if (ONLY_PROCESSES) {
    const problems = await processesBench({ port: PORT, resultsDir, only: ONLY_PROCESSES });
    if (problems.length > 0) {
      console.error(`Budgets missed:\n${problems.map((line) => `- ${line}`).join('\n')}`);
      process.exit(1);
    }
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'savat-bench-data-'));
  // The production server as an operator runs it: the build's JavaScript under plain node.
  const server = spawn(process.execPath, [serverProcessFile], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      API_URL: '',
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baselineFile = baselineServerFile();
  const baseline = baselineFile ? startStorefront(baselineFile, BASELINE_PORT) : null;
  const problems: string[] = [];
  try {
    await waitFor(`${origin}/uz`);
    if (baseline) await waitFor(`${baseline.origin}/uz`);
    const lines = await storedCart(origin);
    const product = lines[0];
    if (!product) throw new Error('The catalogue has no product in stock');
    const catalogPath = '/uz/catalog';

    let firstTaps: FirstTapResult[] = [];
    const tapLabels = baseline
      ? ['this build', `baseline ${BASELINE.slice(0, 12)}`]
      : ['this build'];
    if (!ONLY_LOAD) {
      console.log(
        `First tap × ${RUNS}: home, catalogue, product${baseline ? ', with the baseline' : ''}`,
      );
      firstTaps = await measureFirstTaps(
        baseline ? [origin, baseline.origin] : [origin],
        tapPages(product.slug),
        RUNS,
      );
      problems.push(...firstTapProblems(firstTaps));
      const table = firstTapTable(firstTaps, tapLabels);
      console.log(table);
      if (ONLY_FIRST_TAP) {
        mkdirSync(resultsDir, { recursive: true });
        writeFileSync(
          path.join(resultsDir, 'first-tap.json'),
          JSON.stringify({ runs: RUNS, baseline: BASELINE, firstTaps, problems }, null, 2) + '\n',
        );
        writeFileSync(path.join(resultsDir, 'first-tap.md'), `${firstTapMarkdown(table)}\n`);
        if (problems.length > 0) {
          console.error(`Budgets missed:\n${problems.map((line) => `- ${line}`).join('\n')}`);
          process.exitCode = 1;
        }
        return;
      }
    }

    // The CSS each page loads before it is interactive, and the share of it the page uses.
    let cssUsage: Awaited<ReturnType<typeof measureCssUsage>> = [];
    if (!ONLY_LOAD) {
      console.log(
        'CSS used: home, catalogue, product, cart (with the lines Lighthouse opens it with)',
      );
      cssUsage = await measureCssUsage(baseline ? [origin, baseline.origin] : [origin], [
        '/uz',
        catalogPath,
        `/uz/products/${product.slug}`,
        { path: '/uz/cart', cart: lines, label: '/uz/cart (3 lines)' },
      ]);
      problems.push(...cssUsageProblems(cssUsage[0] ?? []));
      console.log(cssUsageTable(cssUsage, tapLabels));
    }

    const pages = {
      home: { url: `${origin}/uz` },
      catalogue: { url: `${origin}${catalogPath}` },
      product: { url: `${origin}/uz/products/${product.slug}` },
      cart: { url: `${origin}/uz/cart`, cart: lines },
    };
    const lighthouseResults: Record<string, Record<Figure, Summary>> = {};
    const measured = Object.entries(ONLY_LOAD || ONLY_FIRST_TAP ? {} : pages).filter(
      ([name]) => !ONLY_PAGES || ONLY_PAGES.includes(name),
    );
    for (const [name, page] of measured) {
      console.log(`Lighthouse × ${RUNS}: ${name}`);
      const failures: string[] = [];
      const result = await lighthouseRuns(
        page.url,
        'cart' in page ? page.cart : undefined,
        failures,
      );
      for (const failure of failures) problems.push(`${name}: Lighthouse ${failure}`);
      lighthouseResults[name] = result;
      if (result.performance.median < 100)
        problems.push(`${name}: performance median ${result.performance.median} < 100`);
      if (result.performance.min < 98)
        problems.push(`${name}: a performance run scored ${result.performance.min} < 98`);
      if (result.lcpMs.median > 1500)
        problems.push(`${name}: LCP median ${Math.round(result.lcpMs.median)} ms > 1500 ms`);
      if (result.tbtMs.median > 50)
        problems.push(`${name}: TBT median ${Math.round(result.tbtMs.median)} ms > 50 ms`);
      if (result.cls.median > 0.02)
        problems.push(`${name}: CLS median ${result.cls.median.toFixed(3)} > 0.02`);
      for (const category of ['accessibility', 'bestPractices', 'seo'] as const) {
        if (result[category].median < 100)
          problems.push(`${name}: ${category} median ${result[category].median} < 100`);
      }
    }

    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const bytes = sizeRoutes(
      routeBundles(manifest, { stylesheets: readRouteStylesheets(clientDir) }),
      clientDir,
    );
    problems.push(...overBudget(bytes));
    const largestChunks = sizeRoutes(
      [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => ({ route: file, js: [file], css: [] })),
      clientDir,
    )
      .sort((a, b) => b.jsBytes - a.jsBytes)
      .slice(0, 8)
      .map((chunk) => ({ file: chunk.route, bytes: chunk.jsBytes }));

    // The same HTML, served by the same server as a static file.
    const html = await (await fetch(`${origin}${catalogPath}`)).text();
    const catalogueProducts = productsOn(html);
    if (catalogueProducts !== CATALOGUE_PRODUCTS)
      throw new Error(
        `${catalogPath} shows ${catalogueProducts} products, not ${CATALOGUE_PRODUCTS}: the load would not measure a full catalogue page`,
      );
    // Precompressed as the build compresses its own files, so the static copy is answered with
    // bytes ready to send, the best a static file can do.
    const staticName = `bench-static-${process.pid}.html`;
    const staticPath = path.join(clientDir, staticName);
    const staticFiles = [staticPath, `${staticPath}.br`, `${staticPath}.gz`];
    writeFileSync(staticPath, html);
    writeFileSync(
      `${staticPath}.br`,
      brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${staticPath}.gz`, gzipSync(html, { level: 9 }));
    console.log(
      `SSR load: ${LOAD_SECONDS} s at 25 connections, then the static copy; compressed, then not`,
    );
    const ssr = await load(`${origin}${catalogPath}`);
    const staticFile = await load(`${origin}/${staticName}`);
    const ssrIdentity = await load(`${origin}${catalogPath}`, { compressed: false });
    const staticIdentity = await load(`${origin}/${staticName}`, { compressed: false });
    for (const file of staticFiles) rmSync(file);
    console.log(`Real renders: ${RENDERS} one at a time, then ${LOAD_SECONDS} s at 25 connections`);
    const render = await renders(`${origin}${catalogPath}`);
    const uncachedLoad = await load(`${origin}${catalogPath}`, { uncached: true });
    const baselineUncachedLoad = baseline
      ? await load(`${baseline.origin}${catalogPath}`, { uncached: true })
      : null;
    // The same renders with the server's API cache off (e2e/perf/renders.ts): every read of
    // every render goes to the API. Then one such load profiled: each thread's top functions.
    console.log(`Real renders without the API cache: ${LOAD_SECONDS} s at 25 connections`);
    const withoutCache = await Promise.all([
      startBuild(withoutApiCache(serverProcessFile), PORT + 5),
      ...(baselineFile ? [startBuild(withoutApiCache(baselineFile), PORT + 6)] : []),
    ]);
    const noApiCacheLoads = [];
    try {
      for (const started of withoutCache) {
        noApiCacheLoads.push(
          await loadRenders({ origin: started.origin, pid: started.child.pid! }, 'render', {
            seconds: LOAD_SECONDS,
          }),
        );
      }
    } finally {
      await Promise.all(withoutCache.map((started) => started.stop()));
    }
    console.log(`One profiled load of real renders (node --cpu-prof), ${LOAD_SECONDS} s`);
    const profile = await profileRenders({
      serverFile: serverProcessFile,
      port: PORT + 7,
      dir: path.join(resultsDir, 'profile'),
      shape: 'render',
      seconds: LOAD_SECONDS,
    });
    for (const { thread, top } of profile.threads) {
      console.log(`Top self time, ${thread}:`);
      console.table(top);
    }
    // A static copy that answered nothing means an overloaded machine, not an infinitely fast SSR.
    const ratio =
      staticFile.requestsPerSecond > 0 ? ssr.requestsPerSecond / staticFile.requestsPerSecond : 0;
    if (staticFile.errors > 0 || staticFile.requestsPerSecond === 0)
      problems.push(
        `The static copy failed ${staticFile.errors} responses: the machine is overloaded`,
      );
    if (ssr.p99Ms > 50) problems.push(`SSR catalogue p99 ${ssr.p99Ms} ms > 50 ms`);
    if (ratio < 0.5) problems.push(`SSR throughput ${ratio.toFixed(2)} × static < 0.5 ×`);
    if (ssr.errors > 0) problems.push(`SSR load had ${ssr.errors} failed responses`);

    const report = {
      runs: RUNS,
      machine: {
        cpus: cpus().length,
        loadAverageAtEnd: loadavg().map((load) => Number(load.toFixed(2))),
      },
      lighthouse: lighthouseResults,
      bytes,
      largestChunks,
      load: {
        ssr,
        static: staticFile,
        ratio,
        identity: { ssr: ssrIdentity, static: staticIdentity },
        htmlBytes: Buffer.byteLength(html),
        products: catalogueProducts,
        render,
        uncachedLoad,
        baselineUncachedLoad,
        noApiCacheLoad: noApiCacheLoads[0]!,
        baselineNoApiCacheLoad: noApiCacheLoads[1] ?? null,
        profile,
      },
      firstTaps,
      firstTapTable: firstTaps.length > 0 ? firstTapTable(firstTaps, tapLabels) : '',
      cssUsage,
      cssUsageTable: cssUsage.length > 0 ? cssUsageTable(cssUsage, tapLabels) : '',
      baseline: baseline ? BASELINE : null,
      problems,
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'bench.json'), JSON.stringify(report, null, 2) + '\n');
    writeFileSync(path.join(resultsDir, 'bench.md'), markdown(report));
    console.log(markdown(report));
  } finally {
    server.kill('SIGTERM');
    baseline?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  problems.push(...(await processesBench({ port: PORT + 10, resultsDir })));
  if (problems.length > 0) {
    console.error(`Budgets missed:\n${problems.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
}

function markdown(report: {
  runs: number;
  machine: { cpus: number; loadAverageAtEnd: number[] };
  lighthouse: Record<string, Record<Figure, Summary>>;
  bytes: ReturnType<typeof sizeRoutes>;
  largestChunks: Array<{ file: string; bytes: number }>;
  load: {
    products: number;
    ssr: Awaited<ReturnType<typeof load>>;
    static: Awaited<ReturnType<typeof load>>;
    ratio: number;
    identity: Record<'ssr' | 'static', Awaited<ReturnType<typeof load>>>;
    htmlBytes: number;
    render: Awaited<ReturnType<typeof renders>>;
    uncachedLoad: Awaited<ReturnType<typeof load>>;
    baselineUncachedLoad: Awaited<ReturnType<typeof load>> | null;
    noApiCacheLoad: Awaited<ReturnType<typeof loadRenders>>;
    baselineNoApiCacheLoad: Awaited<ReturnType<typeof loadRenders>> | null;
    profile: Awaited<ReturnType<typeof profileRenders>>;
  };
  firstTapTable: string;
  cssUsageTable: string;
  baseline: string | null;
  problems: string[];
}): string {
  const rows = Object.entries(report.lighthouse).map(([name, r]) =>
    [
      name,
      `${r.performance.median} (min ${r.performance.min})`,
      `${Math.round(r.lcpMs.median)} (${Math.round(r.lcpMs.min)})`,
      `${Math.round(r.tbtMs.median)} (${Math.round(r.tbtMs.min)})`,
      `${r.cls.median.toFixed(3)} (${r.cls.min.toFixed(3)})`,
      `${Math.round(r.fcpMs.median)} (${Math.round(r.fcpMs.min)})`,
      `${Math.round(r.speedIndexMs.median)} (${Math.round(r.speedIndexMs.min)})`,
      `${r.accessibility.median} / ${r.bestPractices.median} / ${r.seo.median}`,
      `${Math.round(r.wallBusyMs.median)} / ${Math.round(r.cpuBusyMs.median)}`,
      `${Math.round(r.cpuBlockingMs.median)} (${Math.round(r.cpuBlockingMs.min)})`,
    ].join(' | '),
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `# Savat benchmark`,
    ``,
    `Lighthouse mobile, default throttling, median (min) of ${report.runs} runs; ` +
      `${report.machine.cpus} cores, load average ${report.machine.loadAverageAtEnd.join(' / ')} at the end.`,
    ``,
    ...(rows.length > 0
      ? [
          `| page | performance | LCP ms | TBT ms | CLS | FCP ms | Speed Index ms | a11y / BP / SEO | tasks after FCP: wall / CPU ms | blocking from CPU time ms |`,
          `|---|---|---|---|---|---|---|---|---|---|`,
          ...rows.map((row) => `| ${row} |`),
          ``,
          `The last two columns come from each run's own trace (e2e/perf/main-thread-tasks.ts): the ` +
            `main thread's tasks after the first contentful paint, by wall time and by CPU time, ` +
            `and the blocking time Lighthouse's ×4 slowdown gives those tasks by CPU time. Where ` +
            `wall time is far above CPU time the main thread was waiting for a core (the browser's ` +
            `other processes, the server and Lighthouse share this machine), and Lighthouse's TBT, ` +
            `which slows down wall time, counts that wait four times over.`,
        ]
      : ['Lighthouse not run (BENCH_ONLY=load).']),
    ``,
    `| route | initial JS KB br | CSS KB br |`,
    `|---|---|---|`,
    ...report.bytes.map((r) => `| ${r.route} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} |`),
    ``,
    ...(report.cssUsageTable
      ? [
          `CSS loaded before the page is interactive (KB brotli) and the share of it used on a ` +
            `phone or a desktop (budget ${cssUsedBudget * 100} %):`,
          ``,
          report.cssUsageTable,
          ``,
        ]
      : []),
    `Largest chunks (KB br): ${report.largestChunks.map((chunk) => `${chunk.file} ${kb(chunk.bytes)}`).join(', ')}.`,
    ``,
    `SSR catalogue page (${report.load.products} products), 25 connections, ${LOAD_SECONDS} s: ` +
      `${Math.round(report.load.ssr.requestsPerSecond)} req/s, p50 ${report.load.ssr.p50Ms} ms, p99 ${report.load.ssr.p99Ms} ms; ` +
      `static copy ${Math.round(report.load.static.requestsPerSecond)} req/s, p99 ${report.load.static.p99Ms} ms; ` +
      `ratio ${report.load.ratio.toFixed(2)} × static. ` +
      `Served as shoppers get it: requested as a browser requests it (\`Accept-Encoding: ${browserEncodings}\`), ` +
      `the rendered document kept for seconds by the page cache; the static copy is sent precompressed. ` +
      `Each load follows ${WARM_UP_SECONDS} s of unmeasured requests to the same address.`,
    ``,
    `The same without compression (${Math.round(report.load.htmlBytes / 1024)} KB per response): ` +
      `SSR ${Math.round(report.load.identity.ssr.requestsPerSecond)} req/s, p99 ${report.load.identity.ssr.p99Ms} ms; ` +
      `static copy ${Math.round(report.load.identity.static.requestsPerSecond)} req/s, p99 ${report.load.identity.static.p99Ms} ms.`,
    ``,
    `Real renders (page cache missed, API reads from the server's short-lived cache), ` +
      `${report.load.render.count} one at a time: median ${report.load.render.medianMs} ms, ` +
      `p99 ${report.load.render.p99Ms} ms to the last byte (server render median ` +
      `${report.load.render.serverMedianMs} ms, p99 ${report.load.render.serverP99Ms} ms); ` +
      `at 25 connections, every request a render: ` +
      `${Math.round(report.load.uncachedLoad.requestsPerSecond)} req/s, ` +
      `p50 ${report.load.uncachedLoad.p50Ms} ms, p99 ${report.load.uncachedLoad.p99Ms} ms` +
      (report.load.baselineUncachedLoad
        ? `; the baseline (${report.baseline?.slice(0, 12)}) in the same run ` +
          `${Math.round(report.load.baselineUncachedLoad.requestsPerSecond)} req/s, ` +
          `p99 ${report.load.baselineUncachedLoad.p99Ms} ms: ratio ` +
          `${(report.load.uncachedLoad.requestsPerSecond / Math.max(1, report.load.baselineUncachedLoad.requestsPerSecond)).toFixed(2)} ×.`
        : '.'),
    ``,
    `Without the server's API cache (every read of every render sent to the API): ` +
      `${Math.round(report.load.noApiCacheLoad.requestsPerSecond)} req/s, ` +
      `p99 ${report.load.noApiCacheLoad.p99Ms} ms` +
      (report.load.baselineNoApiCacheLoad
        ? `; the baseline ${Math.round(report.load.baselineNoApiCacheLoad.requestsPerSecond)} req/s, ` +
          `p99 ${report.load.baselineNoApiCacheLoad.p99Ms} ms: ratio ` +
          `${(report.load.noApiCacheLoad.requestsPerSecond / Math.max(1, report.load.baselineNoApiCacheLoad.requestsPerSecond)).toFixed(2)} ×.`
        : '.'),
    ``,
    `Top self time of one profiled load of real renders (\`node --cpu-prof\`, ` +
      `${Math.round(report.load.profile.load.requestsPerSecond)} req/s), per thread:`,
    ``,
    ...report.load.profile.threads.flatMap(({ thread, top }) => [
      `- ${thread}: ${top.map((entry) => `${entry.name} ${entry.share}%`).join(', ')}`,
    ]),
    ``,
    ...(report.firstTapTable ? [firstTapMarkdown(report.firstTapTable), ``] : []),
    ``,
    report.problems.length > 0
      ? `Budgets missed:\n${report.problems.map((line) => `- ${line}`).join('\n')}`
      : `Every budget is met.`,
    ``,
  ].join('\n');
}

/** The first-tap table with what it measures. */
function firstTapMarkdown(table: string): string {
  return [
    `First tap that works (e2e/perf/first-tap.ts): seconds from navigation until a press of ` +
      `"add to cart" is applied, on Lighthouse's mobile throttling (CPU × 4, Slow 4G as DevTools ` +
      `applies it), pressed as soon as the button shows and again every 100 ms until applied; ` +
      `median (each run), the builds measured alternately; budget ${firstTapBudgetMs / 1000} s.`,
    ``,
    table,
  ].join('\n');
}

await main();
