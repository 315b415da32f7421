import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPath } from './redirects.ts';
import { serveForTest, stubRenderer } from './test-server.ts';

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await serveForTest({ loadRenderer: async () => stubRenderer }));
});
afterAll(() => close());

/** Sends the path exactly as written: fetch would resolve dot segments first. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('redirects', () => {
  it.each([
    ['/.//evil.com/', '/evil.com'],
    ['/uz/..//evil.com/', '/evil.com'],
    ['/x/..//evil.com/x/', '/evil.com/x'],
    ['/.///\\evil.com/', '/evil.com'],
    ['/uz/catalog/?page=2', '/uz/catalog?page=2'],
  ])('%s stays on this origin (%s)', async (path, location) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('makes any path path-absolute on this origin', () => {
    expect(sameOriginPath('//evil.com')).toBe('/evil.com');
    expect(sameOriginPath('/\\evil.com')).toBe('/evil.com');
    expect(sameOriginPath('')).toBe('/');
    expect(sameOriginPath('/uz/cart')).toBe('/uz/cart');
  });
});

describe('the locale cookie', () => {
  const cookieOf = async (headers: Record<string, string>) => {
    const answer = await rawGet('/ru', headers);
    return String(answer.headers['set-cookie'] ?? '');
  };

  it('is Secure when the page is served over HTTPS', async () => {
    expect(await cookieOf({ 'X-Forwarded-Proto': 'https' })).toMatch(
      /^locale=ru; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(await cookieOf({ Forwarded: 'for=192.0.2.60;proto=https;by=203.0.113.43' })).toContain(
      '; Secure',
    );
  });

  it('is not Secure over plain HTTP, where a browser would drop it', async () => {
    expect(await cookieOf({})).toBe('locale=ru; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
