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
