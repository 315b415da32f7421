import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveWithPageCache } from './test-server.ts';

describe('page cache of public pages', () => {
  let base: string;
  let close: () => Promise<void>;
  let later: (ms: number) => void;
  let release: (() => void) | null = null;
  const render = vi.fn(async ({ url }: { url: string }) => {
    if (url.includes('slow')) {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
    return {
      status: url.includes('missing') ? 404 : 200,
      locale: url.split('/')[1] ?? 'uz',
      htmlLang: 'uz-Latn',
      head: '<title>Savat</title>',
      body: `<p>render ${render.mock.calls.length} of ${url}</p>${url.includes('big') ? '<p>Sut 3,2% — sutli mahsulotlar</p>'.repeat(2_000) : ''}`,
      state: '{}',
    };
  });

  beforeAll(async () => {
    ({ base, close, later } = await serveWithPageCache(render));
  });
  afterAll(() => close());
  beforeEach(() => {
    later(60_000);
    render.mockClear();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers });
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const cacheOf = (response: Response) =>
    /page-cache;desc="([a-z]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];

  it('renders a page once and gives every response of it a nonce of its own', async () => {
    const first = await get('/uz/catalog?sort=price_asc');
    const second = await get('/uz/catalog?sort=price_asc');
    expect(render).toHaveBeenCalledTimes(1);
    expect([cacheOf(first), cacheOf(second)]).toEqual(['miss', 'fresh']);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(firstHtml.replaceAll(nonceOf(first) ?? '-', '')).toBe(
      secondHtml.replaceAll(nonceOf(second) ?? '-', ''),
    );
    for (const [response, html] of [
      [first, firstHtml],
      [second, secondHtml],
    ] as const) {
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/entry.js">`);
      expect(html).toContain(`<link rel="modulepreload" nonce="${nonce}" href="/assets/chunk.js">`);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(
        true,
      );
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('compresses a cached page once, each response still with its own nonce', async () => {
    const responses = [];
    for (const encoding of ['gzip', 'br, gzip', 'gzip']) {
      responses.push(await get('/uz/big', { 'Accept-Encoding': encoding }));
    }
    expect(render).toHaveBeenCalledTimes(1);
    const nonces = new Set<string>();
    for (const response of responses) {
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const nonce = nonceOf(response) ?? '';
      nonces.add(nonce);
      const html = await response.text();
      expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/entry.js">`);
      expect(html.match(/Sut 3,2% — sutli mahsulotlar/g)).toHaveLength(2_000);
      expect(html.endsWith('</body></html>')).toBe(true);
    }
    expect(nonces.size).toBe(3);
    const plain = await get('/uz/big', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(`nonce="${nonceOf(plain)}"`);
  });

  it('serves a stale page while one new render runs', async () => {
    await get('/ru/catalog');
    later(2_000);
    const stale = await get('/ru/catalog');
    expect(cacheOf(stale)).toBe('stale');
    expect(await stale.text()).toContain('render 1 of');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () =>
      expect(await (await get('/ru/catalog')).text()).toContain('render 2 of'),
    );
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent requests for one page share one render', async () => {
    const shared = Promise.all([1, 2, 3].map(() => get('/en/slow')));
    await vi.waitFor(() => expect(release).not.toBeNull());
    // Let the other requests arrive while the render is still running.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release?.();
    release = null;
    expect((await shared).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('never stores personal pages, failed pages, signed requests or unknown parameters', async () => {
    for (const path of [
      '/uz/account',
      '/uz/cart',
      '/ru/checkout',
      '/en/wvs/orders',
      '/uz/products/missing',
      '/uz/catalog?utm_source=ads',
      `/uz/catalog?q=${'x'.repeat(300)}`,
    ]) {
      render.mockClear();
      await get(path);
      await get(path);
      expect(render, path).toHaveBeenCalledTimes(2);
    }
    render.mockClear();
    await get('/uz/about', { Authorization: 'Bearer secret' });
    await get('/uz/about', { Authorization: 'Bearer secret' });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps public pages briefly in shared caches, personal pages nowhere', async () => {
    const remembered = await get('/uz/catalog', { Cookie: 'locale=uz' });
    expect(remembered.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(remembered.headers.get('set-cookie')).toBeNull();
    const switched = await get('/uz/catalog', { Cookie: 'locale=ru' });
    expect(switched.headers.get('set-cookie')).toContain('locale=uz');
    expect(switched.headers.get('cache-control')).toBe('no-cache');
    const account = await get('/uz/account', { Cookie: 'locale=uz' });
    expect(account.headers.get('cache-control')).toBe('no-store');
    expect((await get('/uz/products/missing')).headers.get('cache-control')).toBe('no-cache');
  });
});
