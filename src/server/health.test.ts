import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiAnswers, createHealthChecks } from './health.ts';

/** The checks in front of a handler that answers everything else 404. */
async function serveHandler(
  checks: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>,
) {
  const server = createServer((req, res) => {
    void checks(req, res).then((answered) => {
      if (!answered) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('health checks', () => {
  it('/healthz answers while the process lives, whatever the API says', async () => {
    const checks = createHealthChecks({ checkApi: async () => false, stopping: () => true });
    const { base, close } = await serveHandler(checks);
    try {
      const answer = await fetch(`${base}/healthz`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ status: 'alive' });
    } finally {
      await close();
    }
  });

  it('/readyz is ready only when the API answers and the process is not stopping', async () => {
    let apiUp = true;
    let stopping = false;
    let checks = 0;
    let clock = 0;
    const handler = createHealthChecks({
      checkApi: async () => {
        checks += 1;
        return apiUp;
      },
      stopping: () => stopping,
      cacheMs: 1_000,
      now: () => clock,
    });
    const { base, close } = await serveHandler(handler);
    const readiness = async () => {
      const answer = await fetch(`${base}/readyz`);
      return [answer.status, ((await answer.json()) as { status: string }).status];
    };
    try {
      expect(await readiness()).toEqual([200, 'ready']);
      apiUp = false;
      // One check answers the probes for a second.
      expect(await readiness()).toEqual([200, 'ready']);
      expect(checks).toBe(1);
      clock += 1_000;
      expect(await readiness()).toEqual([503, 'api-unavailable']);
      apiUp = true;
      clock += 1_000;
      stopping = true;
      expect(await readiness()).toEqual([503, 'stopping']);
      expect((await fetch(`${base}/uz`)).status).toBe(404);
    } finally {
      await close();
    }
  });

  it('checks the API with a public read, and counts a refusal, an error or silence as down', async () => {
    const asked: string[] = [];
    const answering = (status: number) =>
      (async (input: string | URL | Request) => {
        asked.push(String(input));
        return new Response('{}', { status });
      }) as typeof fetch;
    expect(await apiAnswers('http://api.savat.test', { fetch: answering(200) })).toBe(true);
    expect(asked).toEqual(['http://api.savat.test/api/settings/delivery']);
    expect(await apiAnswers('http://api.savat.test', { fetch: answering(502) })).toBe(false);
    expect(await apiAnswers('http://127.0.0.1:1', { timeoutMs: 500 })).toBe(false);
    const silent = (async (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    expect(await apiAnswers('http://api.savat.test', { fetch: silent, timeoutMs: 50 })).toBe(false);
  });
});
