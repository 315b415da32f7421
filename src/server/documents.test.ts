import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRuntimeConfig } from '../shared/config/runtime.ts';
import { createDocumentRenderer, respondWith, type DocumentRequest } from './documents.ts';
import type { StorefrontRenderer } from './request-handler.ts';
import { testAssets } from './test-server.ts';

/** An API whose delivery settings answer after 50 ms, counting the calls. */
let calls = 0;
const api = createServer((req, res) => {
  calls += 1;
  setTimeout(() => res.end(JSON.stringify({ path: req.url })), 50);
});
let apiBaseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

/** A page that reads the delivery settings through the fetch it is given. */
const renderer: StorefrontRenderer = {
  render: async ({ url, fetch, apiBaseUrl: base }) => {
    const settings = await (await fetch!(`${base}/api/settings/delivery`)).text();
    return {
      status: 200,
      locale: 'uz',
      htmlLang: 'uz-Latn',
      head: '',
      body: `<p>${url} ${settings}</p>${'x'.repeat(2_000)}`,
      state: '{}',
    };
  },
  renderSitemap: async () => '',
};

const request = (path: string): DocumentRequest => ({
  path,
  requestUrl: path,
  variant: { currency: 'sum', audience: 'default' },
});

function documentRenderer() {
  return createDocumentRenderer({
    config: emptyRuntimeConfig,
    apiBaseUrl,
    assets: testAssets,
    loadRenderer: async () => renderer,
    strictCsp: true,
    apiCache: null,
  });
}

describe('documents without the API cache', () => {
  it('send a read once for all the renders that make it at the same time, and keep nothing', async () => {
    const render = documentRenderer();
    calls = 0;
    await Promise.all(Array.from({ length: 5 }, (_, n) => render(request(`/uz?n=${n}`))));
    expect(calls).toBe(1);
    await render(request('/uz?n=5'));
    await render(request('/uz?n=6'));
    expect(calls).toBe(3);
  });

  it('are made into their response when asked: the nonce in every hole, compressed', async () => {
    const document = await documentRenderer()({
      ...request('/uz/catalog?render=1'),
      respond: { nonce: 'n'.repeat(24), encoding: 'br' },
    });
    expect(document.response?.encoding).toBe('br');
    const html = brotliDecompressSync(document.response!.body).toString();
    expect(html).toContain('<p>/uz/catalog?render=1 {"path":"/api/settings/delivery"}</p>');
    expect(html).toContain(`<script nonce="${'n'.repeat(24)}">`);
    expect(html).not.toMatch(/nonce-[0-9a-f]{36}/);
  });

  it('are sent once with the nonce of their response, uncompressed when asked', async () => {
    const document = await documentRenderer()({
      ...request('/uz/catalog?render=2'),
      respond: { nonce: 'm'.repeat(24), encoding: null },
    });
    expect(document.response?.encoding).toBeNull();
    const html = document.response!.body.toString();
    expect(html).toContain('<p>/uz/catalog?render=2 {"path":"/api/settings/delivery"}</p>');
    expect(
      html.match(/nonce="([^"]*)"/g)?.every((nonce) => nonce === `nonce="${'m'.repeat(24)}"`),
    ).toBe(true);
    expect(html).not.toMatch(/nonce-[0-9a-f]{36}/);
  });
});

describe('a response sent once', () => {
  it('is the document as UTF-8, compressed as asked', () => {
    const html = `<p>Oʻzbekcha — ${'x'.repeat(2_000)}</p>`;
    expect(brotliDecompressSync(respondWith(html, 'br').body).toString()).toBe(html);
    expect(gunzipSync(respondWith(html, 'gzip').body).toString()).toBe(html);
  });

  it('sent as it is, keeps its own bytes when the next document is written', () => {
    const first = respondWith('<p>Birinchi ʻ</p>', 'br');
    const firstBytes = Buffer.from(first.body);
    const second = respondWith(`<p>Ikkinchi</p>${'y'.repeat(5_000)}`, null);
    expect(first.encoding).toBeNull();
    expect(first.body).toEqual(firstBytes);
    expect(first.body.toString()).toBe('<p>Birinchi ʻ</p>');
    expect(second.body.toString()).toBe(`<p>Ikkinchi</p>${'y'.repeat(5_000)}`);
    expect(second.body.buffer).not.toBe(first.body.buffer);
  });
});
