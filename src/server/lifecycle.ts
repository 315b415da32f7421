import type { Server } from 'node:http';

/** A stopping process exits within this long of its SIGTERM, whatever is still in flight. */
export const stopDeadlineMs = 10_000;

/**
 * How many worker processes serve: `WORKERS` (default: one per core) when the API is elsewhere.
 * The reference API mounted in the process keeps its database there, and a development server
 * reloads its code in place: both run as one process.
 */
export function workerCount(
  env: Record<string, string | undefined>,
  {
    cores,
    externalApi,
    development,
  }: { cores: number; externalApi: boolean; development: boolean },
): number {
  if (development || !externalApi) return 1;
  const asked = env.WORKERS?.trim();
  if (!asked) return Math.max(1, cores);
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`WORKERS must be a whole number of at least 1, not "${asked}".`);
  }
  return count;
}

/**
 * How many threads of the one process render pages (render-threads.ts): `RENDER_THREADS`, by
 * default one per core when the reference API is mounted in the process (which then runs alone,
 * see `workerCount`), none when the API is elsewhere (the workers, one per core, render on their
 * own thread) or in development (Vite renders from the sources). 0 renders on the thread that
 * answers requests.
 */
export function renderThreadCount(
  env: Record<string, string | undefined>,
  {
    cores,
    externalApi,
    development,
  }: { cores: number; externalApi: boolean; development: boolean },
): number {
  if (development) return 0;
  const asked = env.RENDER_THREADS?.trim();
  if (!asked) return externalApi ? 0 : Math.max(1, cores);
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`RENDER_THREADS must be a whole number of at least 0, not "${asked}".`);
  }
  return count;
}

/**
 * What each worker process runs with, unless the operator set it (a flag given to `node`, or the
 * variable):
 *  - a young generation of 2 MB semi-spaces (the renderer's garbage is short-lived; the default
 *    16 MB ones keep 32 MB resident per worker for little gain);
 *  - an old generation allowed to grow by half its live size between full collections
 *    (`--heap-growing-percent=50`), where V8 by default lets it reach up to four times: about
 *    25 MB live after a thousand mixed requests otherwise sits in an old space of 75–85 MB. It
 *    costs more frequent full collections (measured: about a third more CPU per rendered page);
 *    an operator who prefers throughput to memory passes another value (30 or 20 saved no more
 *    than a few MB);
 *  - one malloc arena (`MALLOC_ARENA_MAX=1`): what compression on libuv's threads frees is used
 *    again by the main thread instead of staying in an arena of its own (8–10 MB less resident
 *    per worker, the same CPU per request).
 * Measured with `npx tsx e2e/perf/processes.ts memory` (README, Performance).
 */
export function workerTuning(
  execArgv: readonly string[],
  env: Record<string, string | undefined>,
): { execArgv: string[]; env: Record<string, string> } {
  const defaults = [
    ['--max-semi-space-size', '--max-semi-space-size=2'],
    ['--heap-growing-percent', '--heap-growing-percent=50'],
  ] as const;
  // V8 takes its flags with dashes or underscores alike.
  const given = execArgv.map((flag) => flag.replaceAll('_', '-'));
  return {
    execArgv: [
      ...execArgv,
      ...defaults
        .filter(([name]) => !given.some((flag) => flag === name || flag.startsWith(`${name}=`)))
        .map(([, flag]) => flag),
    ],
    env: { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '1' },
  };
}

/**
 * The young generation of each render thread, unless the operator gave node its semi-spaces
 * (`--max-semi-space-size`, then every thread keeps that): 96 MB, twice V8's default. A render
 * thread has up to eight renders in flight, each holding what it has made while its API reads
 * are answered; with the default young generation much of that outlived a collection or two
 * and was copied into the old generation, to be marked and compacted there (a sixth of a render
 * thread's time was garbage collection when every read went to the API). Measured on the
 * catalogue, a render thread alone with eight renders in flight, alternating runs: without the
 * API cache 15.1 → 11.5 ms of CPU a render (medians of three), with it the same (11.0 and
 * 11.5 ms, four runs each), for 30–40 MB more resident on each thread; 192 MB gained no more.
 */
export function renderThreadLimits(execArgv: readonly string[]): {
  maxYoungGenerationSizeMb?: number;
} {
  const given = execArgv.some((flag) =>
    flag.replaceAll('_', '-').startsWith('--max-semi-space-size'),
  );
  return given ? {} : { maxYoungGenerationSizeMb: 96 };
}

/**
 * Stops a server the way a load balancer expects: no new connections, the requests in flight
 * answered, idle keep-alive connections closed as they become idle; whatever is left at the
 * deadline is cut. Resolves once every connection is closed.
 */
export function stopGracefully(server: Server, { deadlineMs }: { deadlineMs: number }) {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
