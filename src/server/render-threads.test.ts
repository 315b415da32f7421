import { Worker } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentRequest } from './documents.ts';
import {
  createGzipTemplate,
  deflateTemplate,
  fillTemplate,
  gzipTemplate,
} from './gzip-template.ts';
import {
  createRenderThreads,
  packDocument,
  transferables,
  unpackDocument,
  type RenderThreads,
} from './render-threads.ts';
import { serveForTest, stubRenderer } from './test-server.ts';

const nonce = 'n'.repeat(24);

/**
 * A render thread as the server starts one, rendering with a stub app: each page says which
 * thread rendered which address; `/uz/slow` takes 100 ms, `/uz/broken` fails and `/uz/exit`
 * ends the thread.
 */
const threadCode = `(async () => {
  const { register } = await import('tsx/esm/api');
  register();
  const { parentPort, threadId } = await import('node:worker_threads');
  const here = ${JSON.stringify(new URL('.', import.meta.url).href)};
  const { createDocumentRenderer } = await import(here + 'documents.ts');
  const { serveRenderThread } = await import(here + 'render-threads.ts');
  const { testAssets } = await import(here + 'test-server.ts');
  const render = async ({ url }) => {
    if (url === '/uz/slow') await new Promise((resolve) => setTimeout(resolve, 100));
    if (url === '/uz/broken') throw new Error('The page could not be rendered');
    if (url === '/uz/exit') process.exit(3);
    return {
      status: 200, locale: 'uz', htmlLang: 'uz-Latn', head: '<title>Savat</title>',
      body: '<p>thread ' + threadId + ' rendered ' + url + '</p>' + 'x'.repeat(5000), state: '{}',
    };
  };
  serveRenderThread(parentPort, createDocumentRenderer({
    config: { apiUrl: '', publicUrl: 'https://savat.uz', mapsApiKey: '' },
    apiBaseUrl: 'http://127.0.0.1:1',
    assets: testAssets,
    loadRenderer: async () => ({ render, renderSitemap: async () => '' }),
    strictCsp: true,
  }));
})();`;

const request = (path: string, gzip = true): DocumentRequest => ({
  path,
  requestUrl: path,
  variant: { currency: 'sum', audience: 'default' },
  gzip,
});

let threads: RenderThreads | null = null;
afterEach(async () => {
  await threads?.close();
  threads = null;
});

function startThreads(count: number) {
  threads = createRenderThreads({ count, start: () => new Worker(threadCode, { eval: true }) });
  return threads;
}

describe('a rendered document between threads', () => {
  it('arrives byte for byte, before and after its runs are compressed', () => {
    // Small parts are slices of Node's shared buffer pool: they must be copied, never handed over.
    const parts = ['<!doctype html><p nonce="', '">', 'ü'.repeat(9000), '</p>'];
    const fresh = {
      status: 200,
      locale: 'uz',
      template: createGzipTemplate(parts, { holeLength: 24 }),
    };
    const packed = packDocument(fresh);
    expect(transferables(packed)).toHaveLength(1);
    const arrived = unpackDocument(structuredClone(packed, { transfer: transferables(packed) }));
    expect(arrived.status).toBe(200);
    expect(fillTemplate(arrived.template, nonce).toString()).toBe(parts.join(nonce));

    const deflated = { ...fresh, template: createGzipTemplate(parts, { holeLength: 24 }) };
    deflateTemplate(deflated.template);
    const packedRuns = packDocument(deflated);
    expect(transferables(packedRuns)).toHaveLength(2);
    const runs = unpackDocument(structuredClone(packedRuns));
    expect(runs.template.parts).toEqual([]);
    expect(gunzipSync(gzipTemplate(runs.template, nonce)).toString()).toBe(parts.join(nonce));
  });
});

describe('render threads', () => {
  it('render documents with a hole for the nonce, compressed where they were rendered', async () => {
    const document = await startThreads(1).renderDocument(request('/uz/catalog?sort=new'));
    expect(document.status).toBe(200);
    // Compressed on the thread: only the runs came back.
    expect(document.template.deflated).not.toBeNull();
    const html = gunzipSync(gzipTemplate(document.template, nonce)).toString();
    expect(html).toContain('rendered /uz/catalog?sort=new</p>');
    expect(html).toContain(`<script nonce="${nonce}">`);
    // A document sent once comes back as its response: the nonce in, compressed as asked.
    const once = await threads!.renderDocument({
      ...request('/uz/catalog?render=1', false),
      respond: { nonce, encoding: 'br' },
    });
    expect(once.response?.encoding).toBe('br');
    const sent = brotliDecompressSync(once.response!.body).toString();
    expect(sent).toContain('rendered /uz/catalog?render=1</p>');
    expect(sent).toContain(`<script nonce="${nonce}">`);
    // Its template, of no use once the response is made, stayed on the thread.
    expect(once.template.lengths).toEqual([]);
    const plain = await threads!.renderDocument(request('/uz', false));
    expect(plain.template.deflated).toBeNull();
    expect(fillTemplate(plain.template, nonce).toString()).toContain('rendered /uz</p>');
  });

  it('share concurrent renders between the threads, a few at a time on each', async () => {
    threads = createRenderThreads({
      count: 2,
      perThread: 2,
      start: () => new Worker(threadCode, { eval: true }),
    });
    const rendering = Array.from({ length: 6 }, () =>
      threads!.renderDocument(request('/uz/slow', false)),
    );
    expect(threads.inFlight).toEqual([2, 2]);
    expect(threads.waiting).toBe(2);
    const documents = await Promise.all(rendering);
    const renderedBy = new Set(
      documents.map(
        (document) =>
          /thread (\d+) rendered/.exec(fillTemplate(document.template, nonce).toString())?.[1],
      ),
    );
    expect(renderedBy.size).toBe(2);
    expect(threads!.inFlight).toEqual([0, 0]);
    expect(threads!.waiting).toBe(0);
  });

  it('fail a render that fails, and carry on', async () => {
    startThreads(1);
    await expect(threads!.renderDocument(request('/uz/broken'))).rejects.toThrow(
      'The page could not be rendered',
    );
    expect((await threads!.renderDocument(request('/uz'))).status).toBe(200);
  });

  it('start another thread in place of one that stops, failing only its renders in flight', async () => {
    startThreads(1);
    await expect(threads!.renderDocument(request('/uz/exit'))).rejects.toThrow('exit 3');
    const document = await threads!.renderDocument(request('/uz/after'));
    expect(fillTemplate(document.template, nonce).toString()).toContain('rendered /uz/after</p>');
  });

  it('finish the renders in flight before they stop', async () => {
    startThreads(1);
    const slow = threads!.renderDocument(request('/uz/slow'));
    await threads!.close();
    expect((await slow).status).toBe(200);
    await expect(threads!.renderDocument(request('/uz'))).rejects.toThrow('stopping');
  });

  it('answer pages through the request handler with the nonce of each response', async () => {
    startThreads(1);
    const served = await serveForTest({
      loadRenderer: async () => stubRenderer,
      renderDocument: threads!.renderDocument,
    });
    try {
      const gzip = await fetch(`${served.base}/uz/catalog?render=1`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.status).toBe(200);
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      const policyNonce = /'nonce-([^']+)'/.exec(gzip.headers.get('content-security-policy')!)?.[1];
      const html = await gzip.text();
      expect(html).toContain('rendered /uz/catalog?render=1</p>');
      expect(html).toContain(`<script nonce="${policyNonce}">`);
      // A browser that takes brotli only is answered in brotli, compressed for it.
      const brotli = await fetch(`${served.base}/uz/catalog?render=2`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(await brotli.text()).toContain('rendered /uz/catalog?render=2</p>');
    } finally {
      await served.close();
    }
  });
});
