import { createServer } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createCachingFetch, isPublicRead, storedBody } from './api-cache.ts';
import { createRequestHandler } from './request-handler.ts';

/** A cache of ten small answers kept fresh for a second, in front of `upstream`. */
function cachingFetchOver(upstream: (request: Request) => Promise<Response>) {
  return createCachingFetch({
    freshMs: 1_000,
    staleMs: 0,
    maxEntries: 10,
    maxBytes: 100_000,
    fetch: upstream,
  });
}

const base = 'http://api.local';

function setup() {
  let calls = 0;
  const upstream = vi.fn(async (request: Request) => {
    calls += 1;
    const body = request.method === 'POST' ? await request.text() : '';
    return Response.json(
      { call: calls, url: request.url, lang: request.headers.get('x-lang'), body },
      { status: request.url.endsWith('/missing') ? 404 : 200 },
    );
  });
  let time = 0;
  const { fetch } = createCachingFetch({
    freshMs: 1_000,
    staleMs: 9_000,
    maxEntries: 100,
    maxBytes: 1_000_000,
    fetch: upstream,
    now: () => time,
  });
  const read = async (input: string, init?: RequestInit) =>
    (await (await fetch(`${base}${input}`, init)).json()) as { call: number; lang: string };
  return {
    upstream,
    read,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const uz = { headers: { 'X-LANG': 'uz' } };
const ru = { headers: { 'X-LANG': 'ru' } };

describe('caching fetch of server renders', () => {
  it('answers a public read from memory for the same language', async () => {
    const { read, upstream } = setup();
    expect((await read('/api/resources/categories', uz)).call).toBe(1);
    expect((await read('/api/resources/categories', uz)).call).toBe(1);
    expect((await read('/api/resources/categories', ru)).call).toBe(2);
    expect((await read('/api/resources/categories', ru)).lang).toBe('ru');
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('keys product lists by their query body and account type', async () => {
    const { read } = setup();
    const list = (body: object, accountType?: string) =>
      read('/api/resources/products', {
        method: 'POST',
        headers: {
          'X-LANG': 'uz',
          'content-type': 'application/json',
          ...(accountType ? { 'X-ACCOUNT-TYPE': accountType } : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await list({ page: 1 })).call).toBe(1);
    expect((await list({ page: 1 })).call).toBe(1);
    expect((await list({ page: 2 })).call).toBe(2);
    expect((await list({ page: 1 }, 'b2b')).call).toBe(3);
  });

  it('revalidates in the background once stale', async () => {
    const { read, advance, upstream } = setup();
    await read('/api/settings/delivery', uz);
    advance(2_000);
    expect((await read('/api/settings/delivery', uz)).call).toBe(1);
    // Stored once the refresh's body has been read: answers from memory take no longer than that.
    await vi.waitFor(async () => expect((await read('/api/settings/delivery', uz)).call).toBe(2));
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('never caches a call carrying a bearer token or a cookie', async () => {
    const { read, upstream } = setup();
    for (const headers of [{ Authorization: 'Bearer secret' }, { Cookie: 'session=1' }] as Array<
      Record<string, string>
    >) {
      await read('/api/resources/categories', { headers: { 'X-LANG': 'uz', ...headers } });
      await read('/api/resources/categories', { headers: { 'X-LANG': 'uz', ...headers } });
    }
    expect(upstream).toHaveBeenCalledTimes(4);
  });

  it('never caches personal or changing calls, nor failed answers', async () => {
    const { read, upstream } = setup();
    for (const [path, method] of [
      ['/api/profile/cart', 'GET'],
      ['/api/auth/user', 'GET'],
      ['/api/orders/list', 'GET'],
      ['/api/resources/check/products', 'POST'],
      ['/api/profile/cart', 'POST'],
      ['/api/content/pages/missing', 'GET'],
    ] as const) {
      const init = { method, headers: { 'X-LANG': 'uz' }, body: method === 'POST' ? '{}' : null };
      await read(path, init);
      await read(path, init);
    }
    expect(upstream).toHaveBeenCalledTimes(12);
  });

  it('tells public reads from everything else', () => {
    const request = (path: string, method = 'GET') => new Request(`${base}${path}`, { method });
    expect(isPublicRead(request('/api/resources/product/bananas?resources%5B%5D=relateds'))).toBe(
      true,
    );
    expect(isPublicRead(request('/api/resources/products', 'POST'))).toBe(true);
    expect(isPublicRead(request('/api/store/stores'))).toBe(true);
    expect(isPublicRead(request('/api/payments/cards'))).toBe(false);
    expect(isPublicRead(request('/api/orders/abc'))).toBe(false);
    expect(isPublicRead(request('/api/resources/categories', 'DELETE'))).toBe(false);
  });

  it('answers each caller a body of its own, read as a response body is', async () => {
    const json = '{"name":"Oʻzbekiston","items":[1,2]}';
    const upstream = vi.fn(
      async () =>
        new Response(json, { headers: { 'content-type': 'application/json', 'x-total': '2' } }),
    );
    const { fetch } = cachingFetchOver(upstream);
    const url = `${base}/api/store/stores`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total')).toBe('2');
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(first.bodyUsed).toBe(false);
    const firstData = (await first.json()) as { items: number[] };
    expect(() => firstData.items.push(3)).toThrow(TypeError);
    expect(first.bodyUsed).toBe(true);
    await expect(first.text()).rejects.toThrow(TypeError);
    expect(() => first.clone()).toThrow(TypeError);
    const copy = second.clone();
    expect(await second.text()).toBe(json);
    expect(Buffer.from(await copy.arrayBuffer()).toString()).toBe(json);
    expect(await new Response((await fetch(url)).body).text()).toBe(json);
    expect(await (await fetch(url)).json()).toEqual({ name: 'Oʻzbekiston', items: [1, 2] });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('parses a stored answer once: every reader gets the same frozen value', async () => {
    const upstream = vi.fn(async () =>
      Response.json({ categories: [{ slug: 'milk', children: [{ slug: 'kefir' }] }] }),
    );
    const { fetch } = cachingFetchOver(upstream);
    const url = `${base}/api/resources/categories`;
    const first = (await (await fetch(url)).json()) as {
      categories: Array<{ slug: string; children: Array<{ slug: string }> }>;
    };
    const second: unknown = await (await fetch(url)).json();
    expect(second).toBe(first);
    expect(Object.isFrozen(first.categories[0]!.children[0])).toBe(true);
    expect(() => {
      first.categories[0]!.slug = 'kefir';
    }).toThrow(TypeError);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('takes a deadline beside the request: an abort abandons the read, others still get it', async () => {
    let answer!: () => void;
    const upstream = vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json({ path: new URL(request.url).pathname }));
        }),
    );
    const { fetch } = cachingFetchOver(upstream);
    const request = new Request(`${base}/api/store/stores`);
    const deadline = new AbortController();
    const abandoned = fetch(request, { signal: deadline.signal });
    const patient = fetch(new Request(`${base}/api/store/stores`));
    deadline.abort(new DOMException('The request timed out', 'TimeoutError'));
    await expect(abandoned).rejects.toMatchObject({ name: 'TimeoutError' });
    answer();
    expect(await (await patient).json()).toEqual({ path: '/api/store/stores' });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('sends a request it does not keep on with the deadline given beside it', async () => {
    const upstream = vi.fn(async (request: Request) =>
      Response.json({ aborted: request.signal.aborted }),
    );
    const { fetch } = cachingFetchOver(upstream);
    const deadline = new AbortController();
    await fetch(new Request(`${base}/api/orders/abc`), { signal: deadline.signal });
    const sent = upstream.mock.calls[0]![0];
    expect(sent.url).toBe(`${base}/api/orders/abc`);
    deadline.abort();
    expect(sent.signal.aborted).toBe(true);
  });

  it('stores a UTF-8 body as its text, decoded once, and any other as its bytes', () => {
    const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
    expect(storedBody(encode('{"name":"Oʻzbekiston"}'))).toBe('{"name":"Oʻzbekiston"}');
    const withMark = encode('\uFEFF{}');
    expect(storedBody(withMark)).toBe(withMark);
    const invalid = new Uint8Array([0x7b, 0xff, 0x7d]);
    expect(storedBody(invalid)).toBe(invalid);
  });

  it('reads a product list query from the request itself, as fetch does', async () => {
    const { fetch } = cachingFetchOver(async (request) =>
      Response.json({ query: await request.text() }),
    );
    const request = new Request(`${base}/api/resources/products`, {
      method: 'POST',
      body: '{"page":1}',
    });
    expect(await (await fetch(request)).json()).toEqual({ query: '{"page":1}' });
    expect(request.bodyUsed).toBe(true);
  });

  it('keeps a body that is not UTF-8 text as its bytes', async () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x00, 0x41]);
    const { fetch } = cachingFetchOver(async () => new Response(bytes));
    const url = `${base}/api/store/stores`;
    await fetch(url);
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(bytes);
  });

  it('lets one caller give up without cancelling the call others share', async () => {
    let release!: () => void;
    const upstream = vi.fn(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return Response.json({ ok: true });
    });
    const { fetch } = cachingFetchOver(upstream);
    const controller = new AbortController();
    const impatient = fetch(`${base}/api/store/stores`, { signal: controller.signal });
    const patient = fetch(`${base}/api/store/stores`);
    controller.abort(new Error('gave up'));
    await expect(impatient).rejects.toThrow('gave up');
    release();
    expect(await (await patient).json()).toEqual({ ok: true });
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});

describe('server renders and the API cache', () => {
  it('hand the render a fetch that answers repeated public reads from memory', async () => {
    let apiCalls = 0;
    const api = createServer((_req, res) => {
      apiCalls += 1;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ data: [] }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiBaseUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    const handle = createRequestHandler({
      config: { apiUrl: '', publicUrl: 'https://savat.uz', mapsApiKey: '' },
      apiBaseUrl,
      assets: { head: () => '', body: '' },
      apiCache: { freshMs: 60_000, staleMs: 0, maxEntries: 10, maxBytes: 100_000 },
      loadRenderer: async () => ({
        render: async ({ fetch: renderFetch, apiBaseUrl: base }) => {
          const read = renderFetch ?? fetch;
          await read(
            new Request(`${base}/api/resources/categories`, { headers: { 'X-LANG': 'uz' } }),
          );
          return {
            status: 200,
            locale: 'uz',
            htmlLang: 'uz-Latn',
            head: '',
            body: '',
            state: '{}',
          };
        },
        renderSitemap: async () => '',
      }),
    });
    const storefront = createServer(handle);
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(storefront.address() as { port: number }).port}`;
    try {
      for (const path of ['/uz', '/uz/catalog', '/uz/brands'])
        await (await fetch(origin + path)).text();
      expect(apiCalls).toBe(1);
    } finally {
      await Promise.all([
        new Promise((resolve) => storefront.close(resolve)),
        new Promise((resolve) => api.close(resolve)),
      ]);
    }
  });
});
