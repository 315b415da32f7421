import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  renderThreadCount,
  renderThreadLimits,
  stopGracefully,
  workerCount,
  workerTuning,
} from './lifecycle.ts';

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

describe('worker tuning', () => {
  it('runs each worker with small semi-spaces, a slowly growing old space and one malloc arena', () => {
    expect(workerTuning([], {})).toEqual({
      execArgv: ['--max-semi-space-size=2', '--heap-growing-percent=50'],
      env: { MALLOC_ARENA_MAX: '1' },
    });
  });

  it('keeps what the operator gave node, spelt with dashes or underscores, and adds the rest', () => {
    expect(workerTuning(['--heap-growing-percent=100', '--enable-source-maps'], {})).toEqual({
      execArgv: ['--heap-growing-percent=100', '--enable-source-maps', '--max-semi-space-size=2'],
      env: { MALLOC_ARENA_MAX: '1' },
    });
    expect(
      workerTuning(['--max_semi_space_size=8', '--heap_growing_percent=30'], {}).execArgv,
    ).toEqual(['--max_semi_space_size=8', '--heap_growing_percent=30']);
    expect(workerTuning([], { MALLOC_ARENA_MAX: '4' }).env).toEqual({ MALLOC_ARENA_MAX: '4' });
  });
});

describe('render threads', () => {
  const mounted = { cores: 2, externalApi: false, development: false };

  it('are one per core with the reference API mounted in the one process', () => {
    expect(renderThreadCount({}, mounted)).toBe(2);
    expect(renderThreadCount({}, { ...mounted, cores: 6 })).toBe(6);
    expect(renderThreadCount({}, { ...mounted, cores: 1 })).toBe(1);
  });

  it('are none when the API is elsewhere (one worker process per core) and in development', () => {
    expect(renderThreadCount({}, { ...mounted, externalApi: true })).toBe(0);
    expect(renderThreadCount({ RENDER_THREADS: '3' }, { ...mounted, development: true })).toBe(0);
  });

  it('have a young generation of 96 MB unless the operator gave node its semi-spaces', () => {
    expect(renderThreadLimits([])).toEqual({ maxYoungGenerationSizeMb: 96 });
    expect(renderThreadLimits(['--enable-source-maps'])).toEqual({ maxYoungGenerationSizeMb: 96 });
    expect(renderThreadLimits(['--max-semi-space-size=8'])).toEqual({});
    expect(renderThreadLimits(['--max_semi_space_size=2'])).toEqual({});
  });

  it('are as many as RENDER_THREADS says, 0 rendering on the thread that answers requests', () => {
    expect(renderThreadCount({ RENDER_THREADS: '0' }, mounted)).toBe(0);
    expect(renderThreadCount({ RENDER_THREADS: ' 3 ' }, mounted)).toBe(3);
    expect(renderThreadCount({ RENDER_THREADS: '2' }, { ...mounted, externalApi: true })).toBe(2);
  });

  it('refuse a RENDER_THREADS that is not a whole number of at least 0', () => {
    for (const value of ['-1', '1.5', 'all']) {
      expect(() => renderThreadCount({ RENDER_THREADS: value }, mounted)).toThrow(
        `RENDER_THREADS must be a whole number of at least 0, not "${value}".`,
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
