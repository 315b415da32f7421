import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyRuntimeConfig } from '../shared/config/runtime.ts';
import type { AssetTags } from './html.ts';
import {
  createRequestHandler,
  type RequestHandlerOptions,
  type StorefrontRenderer,
} from './request-handler.ts';

/** The build's tags as the server tests see them: a stylesheet, a module preload, the entry. */
export const testAssets: AssetTags = {
  head: () =>
    '<link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/chunk.js">',
  body: '<script type="module" src="/assets/entry.js"></script>',
};

/** A renderer that answers every page with a small 200 in the address's language. */
export const stubRenderer: StorefrontRenderer = {
  render: async ({ url }) => ({
    status: 200,
    locale: url.split('/')[1] ?? 'uz',
    htmlLang: 'uz-Latn',
    head: '<title>Savat</title>',
    body: '<p>ok</p>',
    state: '{}',
  }),
  renderSitemap: async () => '<urlset/>',
};

/**
 * The storefront's request handler on a free local port, with a strict policy, test assets and
 * no API unless the options say otherwise.
 */
export async function serveForTest(
  options: Partial<RequestHandlerOptions> & Pick<RequestHandlerOptions, 'loadRenderer'>,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(
    createRequestHandler({
      config: { ...emptyRuntimeConfig, publicUrl: 'https://savat.uz' },
      apiBaseUrl: 'http://127.0.0.1:1',
      assets: testAssets,
      strictCsp: true,
      ...options,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The handler with a small page cache on a clock the test moves: `later(ms)` moves it on, and a
 * minute later nothing cached is fresh or stale any more.
 */
export async function serveWithPageCache(render: StorefrontRenderer['render']) {
  let time = 0;
  const served = await serveForTest({
    pageCache: {
      freshMs: 1_000,
      staleMs: 9_000,
      maxEntries: 50,
      maxBytes: 1_000_000,
      now: () => time,
    },
    loadRenderer: async () => ({ render, renderSitemap: async () => '<urlset/>' }),
  });
  return {
    ...served,
    later: (ms: number) => {
      time += ms;
    },
  };
}
