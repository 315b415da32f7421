import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stopGracefully, workerCount } from './lifecycle.ts';

describe('worker processes', () => {
  const machine = { cores: 2, externalApi: true, development: false };

  it('run one per core when the API is elsewhere, or as many as WORKERS says', () => {
    expect(workerCount({}, machine)).toBe(2);
    expect(workerCount({}, { ...machine, cores: 8 })).toBe(8);
    expect(workerCount({ WORKERS: '3' }, machine)).toBe(3);
    expect(workerCount({ WORKERS: ' 1 ' }, machine)).toBe(1);
  });

  it('are one process with the reference API mounted, and in development', () => {
    expect(workerCount({ WORKERS: '4' }, { ...machine, externalApi: false })).toBe(1);
    expect(workerCount({ WORKERS: '4' }, { ...machine, development: true })).toBe(1);
  });

  it('refuse a WORKERS that is not a whole number of at least one', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      expect(() => workerCount({ WORKERS: value }, machine)).toThrow(
        `WORKERS must be a whole number of at least 1, not "${value}".`,
      );
    }
  });
});

function get(port: number, path: string, agent = false as const) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stopping gracefully', () => {
  it('answers the request in flight, refuses new connections and resolves once done', async () => {
    const server = createServer((_req, res) => {
      setTimeout(() => res.end('done'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const inFlight = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const stopped = stopGracefully(server, { deadlineMs: 5_000 });

    await expect(get(port, '/late')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await stopped;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cuts what is still open at the deadline', async () => {
    const server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/never');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stopGracefully(server, { deadlineMs: 300 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1_000);
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
