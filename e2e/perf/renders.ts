/**
 * Real renders under load: the production storefront (its reference API mounted in the process,
 * as `npm run bench` starts it) answering 25 connections where every request is a render, this
 * build next to another build in the same run, load for load.
 *  - `render`: the 48-product catalogue at addresses the page cache never stores (`?render=<n>`),
 *    measured with the server's API cache (public reads kept for 5 s) and without it (a copy of
 *    each build's start.js with `productionCaching.apiCache` set to null, so every read of every
 *    render goes to the API, which answers repeated reads from its own answer cache);
 *  - `long-tail` (RENDERS_SHAPES=long-tail): the catalogue's long tail of sorts and price
 *    filters, a different address each request (`?sort=…&price_max=…`): every request a page
 *    cache miss whose product list no cache holds, so the reference API's database query is part
 *    of every request;
 *  - `cached`: `/uz/catalog` every time, answered from the page cache (not a render: the figure
 *    the render threads must leave as it was).
 * `npx tsx e2e/perf/renders.ts <start.js> [baseline start.js]` (RENDERS_PORT, default 3471, and
 * the next port; RENDERS_ROUNDS, RENDERS_SECONDS, RENDERS_CONNECTIONS, RENDERS_SHAPES,
 * RENDERS_API_CACHE=on|off|both). RENDERS_PROFILE=<dir> instead runs the first build under
 * `node --cpu-prof` for one load and prints each thread's top self-time functions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './stats';

export type RenderShape = 'render' | 'long-tail' | 'cached';

const catalogueProducts = 48;
const sorts = ['popular', 'price_asc', 'price_desc', 'new'] as const;

/** The address of the n-th request of a shape: a render each time, except for `cached`. */
export function renderAddress(shape: RenderShape, n: number): string {
  if (shape === 'render') return `/uz/catalog?render=${n}`;
  // The one address every request asks for: answered from the page cache, for comparison.
  if (shape === 'cached') return '/uz/catalog';
  // A ceiling above every price keeps the page full; each one is a query of its own.
  return `/uz/catalog?sort=${sorts[n % sorts.length]}&price_max=${1_000_000_000 + n}`;
}

export interface RenderLoad {
  requestsPerSecond: number;
  /** CPU time the server's process (every thread of it) spent per answered request. */
  cpuMsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface Storefront {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A built storefront under plain node with a fresh reference API mounted in it. */
export async function startBuild(
  serverFile: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<Storefront> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'savat-renders-data-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, serverFile], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      API_URL: '',
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(`${origin}/uz`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${serverFile} did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // The shapes' pages show a full catalogue page.
  for (const shape of ['render', 'long-tail'] as const) {
    const html = await (await fetch(`${origin}${renderAddress(shape, 0)}`)).text();
    const shown = new Set(html.match(/href="\/uz\/products\/[^"?#]+"/g) ?? []).size;
    if (shown !== catalogueProducts)
      throw new Error(`${renderAddress(shape, 0)} shows ${shown} products, not 48`);
  }
  return {
    origin,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A copy of a build's server beside it (so it finds its modules) with the API cache switched off:
 * `productionCaching.apiCache` set to null, which renders then read through plain `fetch`.
 */
export function withoutApiCache(serverFile: string): string {
  const source = readFileSync(serverFile, 'utf8');
  const patched = source.replace(/(var productionCaching = \{\s*apiCache: )\{[^}]*\}/, '$1null');
  if (patched === source) throw new Error(`${serverFile} has no productionCaching.apiCache`);
  const file = path.join(path.dirname(serverFile), 'start-without-api-cache.js');
  writeFileSync(file, patched);
  return file;
}

let served = 0;

/** CPU time a process has used so far (user and system, all its threads), from Linux /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13);
  return ((Number(utime) + Number(stime)) * 1000) / 100;
}

/** `seconds` of `connections` connections, every request a render of `shape`, after a warm-up. */
export async function loadRenders(
  { origin, pid }: { origin: string; pid: number },
  shape: RenderShape,
  { seconds = 10, connections = 25, warmUpSeconds = 2 } = {},
): Promise<RenderLoad> {
  const options = {
    url: origin,
    connections,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: renderAddress(shape, (served += 1)),
        }),
      },
    ],
  };
  await autocannon({ ...options, duration: warmUpSeconds });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuUsed = cpuMs(pid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    cpuMsPerRequest: Math.round((cpuUsed / Math.max(1, result.requests.total)) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time in a `.cpuprofile`, with their share of the samples. */
export function topSelfTime(profile: CpuProfile, { count = 25, lastMs = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const end = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  let at = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    // Only the last `lastMs`: the load, without the process's start.
    if (!node || end - at > lastMs * 1000) return;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    // A package's name, or the file's path in the project or the build.
    const file = url
      .replace(/^file:\/\//, '')
      .replace(/\?.*$/, '')
      .replace(/^.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1')
      .replace(/^.*\/(server|client|reference-api|src)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({
      name: name.trim(),
      ms: Math.round(micros / 1000),
      share: Math.round((micros / Math.max(1, total)) * 1000) / 10,
    }));
}

/**
 * One load of `shape` on a build run under `node --cpu-prof` (every thread of it writes a
 * profile into `dir`), and each thread's functions with the most self time during the load.
 */
export async function profileRenders({
  serverFile,
  port,
  dir,
  shape,
  seconds = 10,
  connections = 25,
  nodeArgs = [],
}: {
  serverFile: string;
  port: number;
  dir: string;
  shape: RenderShape;
  seconds?: number;
  connections?: number;
  nodeArgs?: string[];
}) {
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  const server = await startBuild(serverFile, port, [
    ...nodeArgs,
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
  ]);
  let load: RenderLoad;
  try {
    load = await loadRenders({ origin: server.origin, pid: server.child.pid! }, shape, {
      seconds,
      connections,
    });
  } finally {
    await server.stop();
  }
  const threads = readdirSync(dir)
    .filter((file) => !before.has(file) && file.endsWith('.cpuprofile'))
    .sort()
    .map((file) => {
      const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
      // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread.
      const thread = Number(file.split('.')[4]);
      return {
        thread: thread === 0 ? `main thread (${file})` : `thread ${thread} (${file})`,
        // The measured load and its warm-up, not the process's start.
        top: topSelfTime(profile, { lastMs: (seconds + 2) * 1000 + 500, count: 15 }),
      };
    })
    // Threads that did nothing during the load (the module loader's) are left out.
    .filter(({ top }) => top.some((entry) => !entry.name.startsWith('(') && entry.share >= 1));
  return { load, threads };
}

async function main() {
  const [ours, theirs] = process.argv.slice(2);
  if (!ours) {
    console.error('Usage: tsx e2e/perf/renders.ts <start.js> [baseline start.js]');
    process.exit(2);
  }
  const port = Number(process.env.RENDERS_PORT ?? 3471);
  const rounds = Number(process.env.RENDERS_ROUNDS ?? 3);
  const seconds = Number(process.env.RENDERS_SECONDS ?? 10);
  const connections = Number(process.env.RENDERS_CONNECTIONS ?? 25);
  const shapes = (process.env.RENDERS_SHAPES ?? 'render').split(',') as RenderShape[];
  const apiCache = process.env.RENDERS_API_CACHE ?? 'both';
  const profileDir = process.env.RENDERS_PROFILE;
  // Node.js options for every build's process (e.g. to try a garbage collector setting).
  const nodeArgs = process.env.RENDERS_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const builds = [
    { name: 'this build', file: path.resolve(ours), port },
    ...(theirs ? [{ name: 'baseline', file: path.resolve(theirs), port: port + 1 }] : []),
  ];
  if (profileDir) {
    const profiled = await profileRenders({
      serverFile: apiCache === 'off' ? withoutApiCache(builds[0]!.file) : builds[0]!.file,
      port,
      dir: profileDir,
      shape: shapes[0]!,
      seconds,
      connections,
      nodeArgs,
    });
    console.log(`${shapes[0]}, API cache ${apiCache === 'off' ? 'off' : 'on'}:`, profiled.load);
    for (const { thread, top } of profiled.threads) {
      console.log(`Top self time, ${thread}:`);
      console.table(top);
    }
    return;
  }
  const settings = apiCache === 'both' ? ['on', 'off'] : [apiCache];
  const results = new Map<string, RenderLoad[]>();
  for (const setting of settings) {
    const servers = await Promise.all(
      builds.map((build) =>
        startBuild(
          setting === 'off' ? withoutApiCache(build.file) : build.file,
          build.port,
          nodeArgs,
        ),
      ),
    );
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const shape of shapes) {
          // Alternating which build goes first, so neither always meets the busier moment.
          const order = round % 2 === 0 ? builds : [...builds].reverse();
          for (const build of order) {
            const server = servers[builds.indexOf(build)]!;
            const result = await loadRenders(
              { origin: server.origin, pid: server.child.pid! },
              shape,
              { seconds, connections },
            );
            const key = `${shape}, API cache ${setting}: ${build.name}`;
            results.set(key, [...(results.get(key) ?? []), result]);
            console.log(`round ${round + 1} ${key}:`, JSON.stringify(result));
          }
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  console.log(`\nMedians of ${rounds} rounds, ${seconds} s at ${connections} connections:`);
  for (const setting of settings) {
    for (const shape of shapes) {
      const summary = builds.map((build) => {
        const runs = results.get(`${shape}, API cache ${setting}: ${build.name}`) ?? [];
        return {
          build: build.name,
          rps: median(runs.map((run) => run.requestsPerSecond)),
          p99: median(runs.map((run) => run.p99Ms)),
          cpu: median(runs.map((run) => run.cpuMsPerRequest)),
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
          ratios: runs.map((run) => run.requestsPerSecond),
        };
      });
      // Each round's ratio (the builds measured back to back), and their median.
      const ratios =
        summary.length > 1
          ? summary[0]!.ratios.map((rps, index) => rps / summary[1]!.ratios[index]!)
          : [];
      console.log(
        `${shape}, API cache ${setting}: ${summary
          .map(
            (s) =>
              `${s.build} ${s.rps} req/s p99 ${s.p99} ms, ${s.cpu} ms CPU a request (${s.errors} errors)`,
          )
          .join('; ')}${
          ratios.length > 0
            ? `; ratio ${median(ratios).toFixed(2)} × (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`
            : ''
        }`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
