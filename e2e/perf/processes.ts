/**
 * The production storefront measured as processes: the reference API runs on its own (as
 * `npm run api` does) and the storefront reaches it through API_URL, so the storefront's own
 * memory is what is measured.
 *  - memory: the storefront alone (WORKERS=1) after 1 000 mixed requests, then sampled every
 *    1 000 requests up to 11 000; fails when it holds more than `memoryCeilingMb` or grows;
 *  - workers: requests per second and resident memory with WORKERS=1 and WORKERS=2 on the same
 *    machine, one after the other (the ratio is the figure).
 * `npx tsx e2e/perf/processes.ts memory|workers` (after a build in DIST_DIR); `npm run bench`
 * runs both, `BENCH_ONLY=memory` / `BENCH_ONLY=workers` one of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverProcessFile } from '../../src/server/paths';

/** Spec: one storefront worker stays at or below this much resident memory. */
export const memoryCeilingMb = 150;
/**
 * Growth that still counts as flat: the highest of the last three samples against the highest of
 * the first three (1 000 to 3 000 requests, while the heap finds its size).
 */
export const growthToleranceMb = 10;

const tsxCli = path.resolve('node_modules/tsx/dist/cli.mjs');

/** Resident memory of a process (Linux /proc), in bytes; 0 when it is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** A process and every process started under it, from /proc. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent id is the second field after the command name, which may contain spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

/** The storefront's one worker (a child of its primary) or, without a primary, the process. */
function workerResidentBytes(storefront: { storefront: ChildProcess }): number {
  const [primary, ...workers] = processTree(storefront.storefront.pid!);
  return Math.max(...(workers.length > 0 ? workers : [primary!]).map(residentBytes));
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Servers {
  apiOrigin: string;
  api: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The reference API on its own port with a fresh data dir, with two malloc arenas as `npm run api`
 * starts it (package.json).
 */
export async function startReferenceApi(port: number): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'savat-processes-api-'));
  const apiOrigin = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [tsxCli, 'reference-api/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${apiOrigin}/api/settings/delivery`);
  return {
    apiOrigin,
    api,
    async stop() {
      await stop(api);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built storefront under plain node, as an operator runs it. */
export async function startStorefront(port: number, apiOrigin: string, workers: number) {
  const origin = `http://127.0.0.1:${port}`;
  const storefront = spawn(process.execPath, [serverProcessFile], {
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: apiOrigin,
      PUBLIC_URL: origin,
      WORKERS: String(workers),
      NODE_ENV: 'production',
    },
    // The access log (one line per request) is not part of the measurement.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/readyz`);
  // Every worker has started once each has answered; the kernel spreads connections over them.
  return { origin, storefront, stop: () => stop(storefront) };
}

interface Slugs {
  data: Array<{ slug: string }>;
}

/**
 * Addresses as shoppers and crawlers mix them: every page type in three languages, catalogue
 * filters, sorts and pages, searches, unknown addresses, and addresses with tracking tags that
 * the page cache never stores (each of those is a real render).
 */
export async function mixedAddresses(apiOrigin: string): Promise<string[]> {
  const slugs = async (pathname: string) =>
    ((await (await fetch(`${apiOrigin}${pathname}`)).json()) as Slugs).data.map(
      (item) => item.slug,
    );
  const [products, brands, blogs] = await Promise.all([
    slugs('/api/resources/products/slugs'),
    slugs('/api/resources/brands'),
    slugs('/api/content/blogs'),
  ]);
  const addresses: string[] = [];
  for (const locale of ['uz', 'ru', 'en']) {
    const page = (pathname: string) => addresses.push(`/${locale}${pathname}`);
    for (const pathname of ['', '/catalog', '/categories', '/brands', '/blogs', '/markets']) {
      page(pathname);
    }
    for (const pathname of ['/delivery', '/about', '/contacts', '/cart', '/no-such-page']) {
      page(pathname);
    }
    for (const sort of ['price_asc', 'price_desc', 'new']) page(`/catalog?sort=${sort}`);
    for (const pageNumber of [2, 3]) page(`/catalog?page=${pageNumber}`);
    for (const query of ['sut', 'non', 'olma', 'молоко'])
      page(`/search?q=${encodeURIComponent(query)}`);
    for (const slug of products.slice(0, 40)) page(`/products/${slug}`);
    for (const slug of brands.slice(0, 8)) page(`/brands/${slug}`);
    for (const slug of blogs.slice(0, 4)) page(`/blogs/${slug}`);
  }
  return addresses;
}

/** Sends `count` requests over the addresses, `concurrency` at a time, as browsers ask (gzip). */
export async function drive(
  origin: string,
  addresses: readonly string[],
  count: number,
  { concurrency = 6, offset = 0 } = {},
) {
  let next = 0;
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const address = addresses[(offset + index * 7) % addresses.length]!;
      // Every tenth request carries a tracking tag: rendered, never stored.
      const tagged =
        index % 10 === 9
          ? `${address}${address.includes('?') ? '&' : '?'}utm_source=bench${index}`
          : address;
      const answer = await fetch(`${origin}${tagged}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return Object.fromEntries(statuses);
}

export interface MemoryResult {
  ceilingMb: number;
  /** Resident memory of the storefront's worker after each thousand requests. */
  samples: Array<{ requests: number; rssMb: number }>;
  afterFirstThousandMb: number;
  peakMb: number;
  growthMb: number;
  /** The primary that supervises the worker. */
  primaryRssMb: number;
  referenceApiRssMb: number;
  statuses: Record<string, number>;
  problems: string[];
}

/** The storefront alone after 1 000 mixed requests and over 10 000 more. */
export async function measureMemory({
  apiPort,
  port,
  total = 11_000,
}: {
  apiPort: number;
  port: number;
  total?: number;
}): Promise<MemoryResult> {
  const api = await startReferenceApi(apiPort);
  const storefront = await startStorefront(port, api.apiOrigin, 1);
  try {
    const addresses = await mixedAddresses(api.apiOrigin);
    const samples: MemoryResult['samples'] = [];
    const statuses: Record<string, number> = {};
    for (let done = 0; done < total; done += 1_000) {
      const answered = await drive(storefront.origin, addresses, 1_000, { offset: done });
      for (const [status, count] of Object.entries(answered)) {
        statuses[status] = (statuses[status] ?? 0) + count;
      }
      samples.push({
        requests: done + 1_000,
        rssMb: mb(workerResidentBytes(storefront)),
      });
      console.log(`  ${done + 1_000} requests: storefront ${samples.at(-1)!.rssMb} MB`);
    }
    const afterFirstThousandMb = samples[0]!.rssMb;
    const peakMb = Math.max(...samples.map((sample) => sample.rssMb));
    // Flat: the last samples are no higher than the first few, plus the tolerance. A leak shows
    // as a rise over the whole run; V8 and malloc settle on their sizes within the first ones.
    const highest = (some: MemoryResult['samples']) => Math.max(...some.map((s) => s.rssMb));
    const growthMb =
      Math.round((highest(samples.slice(-3)) - highest(samples.slice(0, 3))) * 10) / 10;
    const problems: string[] = [];
    if (peakMb > memoryCeilingMb) {
      problems.push(`storefront holds ${peakMb} MB resident, over ${memoryCeilingMb} MB`);
    }
    if (growthMb > growthToleranceMb) {
      problems.push(`storefront grew ${growthMb} MB from its first 3 000 requests to ${total}`);
    }
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    if (serverErrors > 0) problems.push(`${serverErrors} answers were server errors`);
    return {
      ceilingMb: memoryCeilingMb,
      samples,
      afterFirstThousandMb,
      peakMb,
      growthMb,
      primaryRssMb: mb(residentBytes(storefront.storefront.pid!)),
      referenceApiRssMb: mb(
        processTree(api.api.pid!).reduce((sum, pid) => sum + residentBytes(pid), 0),
      ),
      statuses,
      problems,
    };
  } finally {
    await storefront.stop();
    await api.stop();
  }
}

export interface WorkersResult {
  seconds: number;
  connections: number;
  runs: Array<{
    workers: number;
    requestsPerSecond: number;
    p99Ms: number;
    rssMb: number;
    processes: number;
  }>;
  /** Requests per second with two workers over one. */
  ratio: number;
  cores: number;
}

/** Requests per second and resident memory with WORKERS=1, then WORKERS=2. */
export async function measureWorkers({
  apiPort,
  port,
  seconds = 10,
  connections = 16,
}: {
  apiPort: number;
  port: number;
  seconds?: number;
  connections?: number;
}): Promise<WorkersResult> {
  const api = await startReferenceApi(apiPort);
  const runs: WorkersResult['runs'] = [];
  try {
    const addresses = await mixedAddresses(api.apiOrigin);
    // The pages a crowd asks for: answered from each worker's page cache once rendered.
    const requests = addresses
      .filter((address) => !address.includes('no-such-page'))
      .slice(0, 60)
      .map((address) => ({ path: address, headers: { 'accept-encoding': 'gzip, br' } }));
    for (const workers of [1, 2]) {
      const storefront = await startStorefront(port, api.apiOrigin, workers);
      try {
        const options = { url: storefront.origin, connections, requests };
        // Every worker renders and caches the pages before the measured run.
        await autocannon({ ...options, duration: 3 });
        const result = await autocannon({ ...options, duration: seconds });
        const tree = processTree(storefront.storefront.pid!);
        runs.push({
          workers,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          rssMb: mb(tree.reduce((sum, pid) => sum + residentBytes(pid), 0)),
          processes: tree.length,
        });
        console.log(
          `  WORKERS=${workers}: ${runs.at(-1)!.requestsPerSecond} req/s, ${runs.at(-1)!.rssMb} MB in ${tree.length} processes`,
        );
      } finally {
        await storefront.stop();
      }
    }
  } finally {
    await api.stop();
  }
  return {
    seconds,
    connections,
    runs,
    ratio: Math.round((runs[1]!.requestsPerSecond / runs[0]!.requestsPerSecond) * 100) / 100,
    cores: (await import('node:os')).availableParallelism(),
  };
}

/** Both measurements (or the one `only` names), written to `<resultsDir>/processes.{json,md}`. */
export async function processesBench({
  port,
  resultsDir,
  only,
}: {
  port: number;
  resultsDir: string;
  only?: 'workers' | 'memory';
}): Promise<string[]> {
  const apiPort = port + 1;
  const workers = only === 'memory' ? null : await measureWorkers({ apiPort, port });
  const memory = only === 'workers' ? null : await measureMemory({ apiPort, port });
  const lines = ['# Storefront processes', ''];
  if (workers) {
    lines.push(
      `Requests per second over ${workers.seconds} s at ${workers.connections} connections (public pages, gzip), ${workers.cores} cores, the reference API in its own process:`,
      '',
      '| WORKERS | req/s | p99 | resident memory (all processes) |',
      '| ------- | ----- | --- | ------------------------------- |',
      ...workers.runs.map(
        (run) =>
          `| ${run.workers} | ${run.requestsPerSecond} | ${run.p99Ms} ms | ${run.rssMb} MB in ${run.processes} processes |`,
      ),
      '',
      `WORKERS=2 / WORKERS=1: ${workers.ratio} ×.`,
      '',
    );
  }
  if (memory) {
    lines.push(
      `One worker, resident memory after each 1 000 mixed requests (ceiling ${memory.ceilingMb} MB): ${memory.samples.map((sample) => sample.rssMb).join(', ')} MB; after the first 1 000: ${memory.afterFirstThousandMb} MB, peak ${memory.peakMb} MB, growth ${memory.growthMb} MB. Its primary: ${memory.primaryRssMb} MB. The reference API: ${memory.referenceApiRssMb} MB.`,
      '',
      memory.problems.length > 0
        ? memory.problems.map((line) => `- ${line}`).join('\n')
        : 'Within the ceiling and flat.',
      '',
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'processes.json'),
    `${JSON.stringify({ workers, memory }, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, 'processes.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  return memory?.problems ?? [];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const mode = process.argv[2];
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const apiPort = port + 1;
  if (mode === 'memory') {
    const total = Number(process.env.BENCH_MEMORY_REQUESTS ?? 11_000);
    const result = await measureMemory({ apiPort, port, total });
    console.log(JSON.stringify(result, null, 2));
    if (result.problems.length > 0) {
      console.error(result.problems.join('\n'));
      process.exit(1);
    }
  } else if (mode === 'workers') {
    console.log(JSON.stringify(await measureWorkers({ apiPort, port }), null, 2));
  } else {
    console.error('Usage: tsx e2e/perf/processes.ts memory|workers');
    process.exit(2);
  }
}
