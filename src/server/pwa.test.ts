import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../shared/i18n/messages/en.json';
import ru from '../shared/i18n/messages/ru.json';
import uz from '../shared/i18n/messages/uz.json';
import { createPwaFiles, latestBuildFile, offlinePage, pwaHeadTags, webManifest } from './pwa';

describe('web app manifest', () => {
  it.each([
    ['uz', uz],
    ['ru', ru],
    ['en', en],
  ] as const)('starts in %s with translated names and every icon size', (locale, catalogue) => {
    const manifest = webManifest(locale, catalogue);
    expect(manifest.start_url).toBe(`/${locale}?source=pwa`);
    expect(manifest.name).toBe(catalogue['pwa.manifest.name']);
    expect(manifest.short_name).toBe(catalogue['pwa.manifest.shortName']);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });
});

describe('offline page', () => {
  it('is translated, runs no script and offers a way back', () => {
    const html = offlinePage('ru', ru);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(ru['pwa.offline.title']);
    expect(html).toContain('href="/ru"');
    expect(html).not.toMatch(/<script/i);
    expect(offlinePage('uz', uz)).toContain('lang="uz-Latn"');
  });
});

describe('document tags', () => {
  it('links the language’s manifest and the touch icon, and names the build', () => {
    const tags = pwaHeadTags('en', 'build-7');
    expect(tags).toContain('<link rel="manifest" href="/manifest/en.webmanifest">');
    expect(tags).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(tags).toContain('<meta name="savat-build" content="build-7">');
    expect(pwaHeadTags('uz', null)).not.toContain('savat-build');
  });
});

describe('PWA files served', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'savat-pwa-'));
    await writeFile(path.join(clientDir, latestBuildFile), JSON.stringify({ buildId: 'b-42' }));
    await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const files = await createPwaFiles(clientDir);
    expect(files.buildId).toBe('b-42');
    server = createServer((req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      void files.serve(req, res, pathname).then((served) => {
        if (!served) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the worker and the latest-build file uncached', async () => {
    for (const file of ['/sw.js', '/latest-build.json']) {
      const response = await fetch(`${base}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect(await (await fetch(`${base}/latest-build.json`)).json()).toEqual({ buildId: 'b-42' });
  });

  it('draws the icons at their sizes', async () => {
    for (const [file, size] of [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/maskable-512.png', 512],
      ['/icons/apple-touch-icon.png', 180],
    ] as const) {
      const response = await fetch(`${base}${file}`);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height], file).toEqual([size, size]);
    }
  });

  it('answers the manifest per language and refuses unknown ones', async () => {
    const response = await fetch(`${base}/manifest/ru.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(((await response.json()) as { start_url: string }).start_url).toBe('/ru?source=pwa');
    expect((await fetch(`${base}/manifest/de.webmanifest`)).status).toBe(404);
    expect((await fetch(`${base}/offline/de.html`)).status).toBe(404);
  });

  it('gives the offline page a policy that runs no script', async () => {
    const response = await fetch(`${base}/offline/en.html`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});
