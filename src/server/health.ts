import type { IncomingMessage, ServerResponse } from 'node:http';

/** A public read the storefront's pages depend on: when it answers, pages can be rendered. */
export const readinessProbePath = '/api/settings/delivery';

export interface HealthOptions {
  /** Whether the API answers (see `apiAnswers`). */
  checkApi: () => Promise<boolean>;
  /** True once the process is stopping: a load balancer should send it nothing new. */
  stopping: () => boolean;
  /** How long one API check answers the probes (load balancers probe every few seconds). */
  cacheMs?: number;
  now?: () => number;
}

/** Whether the API at `apiBaseUrl` answers a public read within `timeoutMs`. */
export async function apiAnswers(
  apiBaseUrl: string,
  { timeoutMs = 2_000, fetch = globalThis.fetch } = {},
): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}${readinessProbePath}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function answer(res: ServerResponse, status: number, body: Record<string, string>) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * `/healthz`: the process is alive (it answers). `/readyz`: it can serve pages — the API answers
 * and the process is not stopping. Returns a handler that answers those two addresses and
 * returns false for any other.
 */
export function createHealthChecks(options: HealthOptions) {
  const cacheMs = options.cacheMs ?? 1_000;
  const now = options.now ?? Date.now;
  let last: { at: number; ready: Promise<boolean> } | null = null;
  const apiReady = () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), ready: options.checkApi() };
    return last.ready;
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const pathname = (req.url ?? '/').split('?', 1)[0];
    if (pathname === '/healthz') {
      answer(res, 200, { status: 'alive' });
      return true;
    }
    if (pathname !== '/readyz') return false;
    if (options.stopping()) {
      answer(res, 503, { status: 'stopping' });
    } else if (!(await apiReady())) {
      answer(res, 503, { status: 'api-unavailable' });
    } else {
      answer(res, 200, { status: 'ready' });
    }
    return true;
  };
}
