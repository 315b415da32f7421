import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files.ts';

describe('static files', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'savat-static-'));
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
    // A page address that happens to name a file: pages are never looked up on disk.
    writeFileSync(path.join(root, 'catalog'), 'not a page');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets/app-abc123.js'), 'export const app = 1;');
    writeFileSync(
      path.join(root, 'assets/app-abc123.js.br'),
      brotliCompressSync('export const app = 1;'),
    );
    const serve = createStaticHandler(root);
    server = createServer((req, res) => {
      void serve(req, res, new URL(req.url ?? '/', 'http://local').pathname).then((served) => {
        if (served) return;
        res.statusCode = 404;
        res.end('page');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves files of the build and leaves addresses without an extension to the pages', async () => {
    const file = await fetch(`${base}/robots.txt`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('User-agent: *');
    const page = await fetch(`${base}/catalog`);
    expect(await page.text()).toBe('page');
  });

  it('answers hashed assets from memory once read, compressed as the browser accepts', async () => {
    const read = (encoding: string) => {
      // fetch() would decompress on its own: the raw bytes are compared instead.
      return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(
          `${base}/assets/app-abc123.js`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        )
          .on('error', reject)
          .end();
      });
    };
    const first = await read('br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe('export const app = 1;');
    const plain = await read('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('export const app = 1;');
    // The build's hashed files never change: later answers no longer read the disk.
    rmSync(path.join(root, 'assets'), { recursive: true });
    expect(brotliDecompressSync((await read('br')).body).toString()).toBe('export const app = 1;');
    expect((await read('identity')).body.toString()).toBe('export const app = 1;');
    // Other files are read each time.
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: Savat');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: Savat');
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  });

  it('refuses paths outside its folder', async () => {
    expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/hostname.txt`)).status).toBe(404);
  });
});
