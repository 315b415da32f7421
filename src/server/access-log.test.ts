import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loggedPath, pageCacheState, withAccessLog, type AccessLogEntry } from './access-log.ts';

describe('the access log', () => {
  it('writes one JSON line per request with method, path, status, duration and page-cache state', async () => {
    const lines: string[] = [];
    let tick = 1_000;
    const handler = withAccessLog(
      (_req, res) => {
        res.statusCode = 200;
        res.setHeader('Server-Timing', 'page-cache;desc="hit"');
        tick += 12.34;
        res.end('ok');
      },
      (line) => lines.push(line),
      { now: () => tick, date: () => new Date('2026-03-01T09:30:00.000Z') },
    );
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${base}/uz/catalog?q=sut`)).text();
      await (await fetch(`${base}/api/auth/send-otp`, { method: 'POST', body: '{}' })).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]!.includes('\n')).toBe(false);
    expect(JSON.parse(lines[0]!)).toEqual({
      time: '2026-03-01T09:30:00.000Z',
      method: 'GET',
      path: '/uz/catalog',
      status: 200,
      durationMs: 12.3,
      pageCache: 'hit',
    } satisfies AccessLogEntry);
    expect(JSON.parse(lines[1]!)).toMatchObject({ method: 'POST', path: '/api/auth/send-otp' });
  });

  it('never records a sign-in code, a phone number or a token', () => {
    const requests = [
      '/__dev/outbox?phone=%2B998901234567',
      '/__dev/outbox/+998901234567',
      '/api/auth/verify-otp?code=48213&phone=998901234567',
      '/uz/account/codes/48213',
      '/api/orders/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I3PpY',
      '/api/session/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      '/uz/wvs/998-90-123-45-67',
    ];
    for (const request of requests) {
      const logged = loggedPath(request);
      expect(logged, request).not.toMatch(/\d{5}/);
      expect(logged, request).not.toMatch(/998|48213|1234567|eyJ|9f86d0/);
    }
    expect(loggedPath('/__dev/outbox/+998901234567')).toBe('/__dev/outbox/************');
    expect(loggedPath('/api/session/9f86d081884c7d659a2feaa0c55ad015')).toBe(
      '/api/session/[redacted]',
    );
  });

  it('keeps catalogue addresses readable', () => {
    expect(loggedPath('/ru/products/sut-3-2-foiz-1l')).toBe('/ru/products/sut-3-2-foiz-1l');
    expect(loggedPath('/uz/brands/coca-cola?page=2')).toBe('/uz/brands/coca-cola');
    expect(loggedPath('/en/blogs/healthy-breakfast-ideas-for-2026')).toBe(
      '/en/blogs/healthy-breakfast-ideas-for-2026',
    );
    expect(loggedPath(undefined)).toBe('/');
  });

  it('reads the page-cache state from the Server-Timing the page announced', () => {
    expect(pageCacheState('page-cache;desc="miss", render;dur=41.2')).toBe('miss');
    expect(pageCacheState('page-cache;desc="stale"')).toBe('stale');
    expect(pageCacheState(undefined)).toBeUndefined();
    expect(pageCacheState('render;dur=3')).toBeUndefined();
  });

  it('logs a request whose client went away before the response ended', () => {
    const lines: string[] = [];
    const req = { method: 'GET', url: '/uz' } as IncomingMessage;
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      writableFinished: false,
      getHeader: () => undefined,
    }) as unknown as ServerResponse;
    withAccessLog(
      () => {},
      (line) => lines.push(line),
    )(req, res);
    res.emit('close');
    res.emit('close');
    expect(lines.map((line) => JSON.parse(line) as AccessLogEntry)).toEqual([
      expect.objectContaining({ path: '/uz', aborted: true }),
    ]);
  });
});
