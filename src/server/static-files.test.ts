import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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

  it('refuses paths outside its folder', async () => {
    expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/hostname.txt`)).status).toBe(404);
  });
});
