import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import { lightColors } from '../../design-system/foundations/tokens.ts';
import { isLocale, localeTags, locales, type Locale } from '../shared/i18n/locales.ts';
import { faviconSvg } from './favicon.ts';
import { projectRoot } from './paths.ts';

/** The name of the file every build writes with its id; the app polls it for newer builds. */
export const latestBuildFile = 'latest-build.json';
export const themeColor = lightColors.brand;
const backgroundColor = lightColors.background;

const messages = defineMessages({
  name: {
    id: 'pwa.manifest.name',
    defaultMessage: 'Savat — online supermarket',
    description: 'Name of the installed app on the home screen and in the app list',
  },
  shortName: {
    id: 'pwa.manifest.shortName',
    defaultMessage: 'Savat',
    description: 'Short name of the installed app under its icon',
  },
  description: {
    id: 'pwa.manifest.description',
    defaultMessage: 'Groceries and home goods with delivery across Tashkent and Uzbekistan.',
    description: 'Description of the installed app',
  },
  offlineTitle: {
    id: 'pwa.offline.title',
    defaultMessage: 'No internet connection',
    description: 'Title of the page shown when a page cannot be loaded offline',
  },
  offlineText: {
    id: 'pwa.offline.text',
    defaultMessage:
      'This page has not been saved on your device yet. Pages you have opened before and your cart are still available.',
    description: 'Text of the page shown when a page cannot be loaded offline',
  },
  offlineRetry: {
    id: 'pwa.offline.retry',
    defaultMessage: 'Try again',
    description: 'Link on the offline page that loads the page again',
  },
  offlineHome: {
    id: 'pwa.offline.home',
    defaultMessage: 'Go to the home page',
    description: 'Link on the offline page to the home page',
  },
});

type Catalogue = Record<string, string>;
type Catalogues = Record<Locale, Catalogue>;

async function readCatalogues(): Promise<Catalogues> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const file = path.join(projectRoot, 'src/shared/i18n/messages', `${locale}.json`);
      const text = await readFile(file, 'utf8').catch(() => '{}');
      const catalogue = JSON.parse(text) as Catalogue;
      // Only the installable app's texts are kept: the server holds them for as long as it runs.
      const own = Object.values(messages).map((message) => String(message.id));
      return [
        locale,
        Object.fromEntries(own.filter((id) => id in catalogue).map((id) => [id, catalogue[id]])),
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalogues;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Icons the manifest lists; every PNG is drawn from the favicon's basket mark. */
export const icons = {
  '/icons/icon-192.png': { size: 192, maskable: false },
  '/icons/icon-512.png': { size: 512, maskable: false },
  '/icons/maskable-512.png': { size: 512, maskable: true },
  '/icons/apple-touch-icon.png': { size: 180, maskable: true },
  '/apple-touch-icon.png': { size: 180, maskable: true },
} as const;
type IconPath = keyof typeof icons;

/**
 * A full-bleed square with the mark inside the central safe zone, as maskable and Apple touch
 * icons need (the platform cuts its own shape).
 */
const fullBleedSvg = faviconSvg
  .replace(/<rect [^>]*\/>/, '<rect width="64" height="64" fill="#16a34a"/>')
  .replace(/(<path[\s\S]*)<\/svg>$/, '<g transform="translate(12.8 12.8) scale(0.6)">$1</g></svg>');

/**
 * Draws an icon. The image library is loaded only here: the build draws the icons into the
 * client folder (see `writeIcons`), so a production server never loads it.
 */
async function drawIcon(size: number, maskable: boolean): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(maskable ? fullBleedSvg : faviconSvg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Draws every icon into the build's client folder, where the server reads them from. */
export async function writeIcons(clientDir: string): Promise<void> {
  for (const [file, icon] of Object.entries(icons)) {
    const target = path.join(clientDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await drawIcon(icon.size, icon.maskable));
  }
}

export function webManifest(locale: Locale, catalogue: Catalogue) {
  const text = (message: MessageDescriptor) =>
    catalogue[String(message.id)] ?? String(message.defaultMessage);
  return {
    id: '/',
    name: text(messages.name),
    short_name: text(messages.shortName),
    description: text(messages.description),
    lang: localeTags[locale].html,
    start_url: `/${locale}?source=pwa`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: backgroundColor,
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The page the worker shows for a page it has not stored when the network is unavailable. */
export function offlinePage(locale: Locale, catalogue: Catalogue): string {
  const text = (message: MessageDescriptor) =>
    escapeHtml(catalogue[String(message.id)] ?? String(message.defaultMessage));
  return [
    `<!doctype html><html lang="${localeTags[locale].html}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${themeColor}">`,
    `<title>${text(messages.offlineTitle)}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;`,
    `font:16px/1.5 system-ui,sans-serif;background:${backgroundColor};color:${lightColors.text}}`,
    'main{max-width:28rem;padding:2rem 1.5rem;text-align:center}h1{font-size:1.5rem;margin:1rem 0 .5rem}',
    `a{display:inline-block;margin:.5rem;color:${lightColors.brandText}}`,
    `a.primary{padding:.75rem 1.25rem;border-radius:.75rem;background:${lightColors.brand};color:${lightColors.onBrand};text-decoration:none}</style>`,
    '</head><body><main>',
    `<img src="/favicon.svg" width="64" height="64" alt="">`,
    `<h1>${text(messages.offlineTitle)}</h1>`,
    `<p>${text(messages.offlineText)}</p>`,
    // Reloads the address the shopper asked for: the worker answers it from the network again.
    `<p><a class="primary" href="">${text(messages.offlineRetry)}</a>`,
    `<a href="/${locale}">${text(messages.offlineHome)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

/** Tags every storefront document carries for installing and for the app's build checks. */
export function pwaHeadTags(locale: Locale, buildId: string | null): string {
  return [
    `<link rel="manifest" href="/manifest/${locale}.webmanifest">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180">',
    '<meta name="mobile-web-app-capable" content="yes">',
    '<meta name="apple-mobile-web-app-capable" content="yes">',
    '<meta name="apple-mobile-web-app-status-bar-style" content="default">',
    buildId ? `<meta name="savat-build" content="${escapeHtml(buildId)}">` : '',
  ].join('');
}

export interface PwaFiles {
  /** The id of the build being served, or null when there is none (development). */
  buildId: string | null;
  head(locale: Locale): string;
  /** Answers the manifest, icons, offline pages, worker and latest-build file; false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

export async function readBuildId(clientDir: string | null): Promise<string | null> {
  if (!clientDir) return null;
  try {
    const text = await readFile(path.join(clientDir, latestBuildFile), 'utf8');
    const { buildId } = JSON.parse(text) as { buildId?: unknown };
    return typeof buildId === 'string' ? buildId : null;
  } catch {
    return null;
  }
}

/** The installable-app files. `clientDir` is the build's browser folder (none in development). */
export async function createPwaFiles(clientDir: string | null): Promise<PwaFiles> {
  const catalogues = await readCatalogues();
  const buildId = await readBuildId(clientDir);
  const drawn = new Map<IconPath, Promise<Buffer>>();

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    body: string | Buffer,
    type: string,
    cacheControl: string,
  ) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const manifest = /^\/manifest\/([a-z]{2})\.webmanifest$/.exec(pathname);
    if (manifest || pathname === '/manifest.webmanifest') {
      const locale = manifest?.[1] ?? 'uz';
      if (!isLocale(locale)) return false;
      const body = JSON.stringify(webManifest(locale, catalogues[locale]));
      return send(
        req,
        res,
        body,
        'application/manifest+json; charset=utf-8',
        'public, max-age=3600',
      );
    }
    const offline = /^\/offline\/([a-z]{2})\.html$/.exec(pathname);
    if (offline) {
      const locale = offline[1];
      if (!isLocale(locale)) return false;
      const body = offlinePage(locale, catalogues[locale]);
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      );
      return send(req, res, body, 'text/html; charset=utf-8', 'no-cache');
    }
    if (pathname in icons) {
      const icon = icons[pathname as IconPath];
      let png = drawn.get(pathname as IconPath);
      if (!png) {
        const drawnByBuild = clientDir
          ? readFile(path.join(clientDir, pathname)).catch(() => null)
          : Promise.resolve(null);
        png = drawnByBuild.then((file) => file ?? drawIcon(icon.size, icon.maskable));
        drawn.set(pathname as IconPath, png);
      }
      return send(req, res, await png, 'image/png', 'public, max-age=86400');
    }
    if ((pathname === '/sw.js' || pathname === `/${latestBuildFile}`) && clientDir) {
      const body = await readFile(path.join(clientDir, pathname.slice(1))).catch(() => null);
      if (!body) return false;
      const type = pathname.endsWith('.js')
        ? 'text/javascript; charset=utf-8'
        : 'application/json; charset=utf-8';
      // Both must be fetched afresh every time: they are how a new build reaches the shopper.
      return send(req, res, body, type, 'no-cache');
    }
    return false;
  }

  return { buildId, head: (locale) => pwaHeadTags(locale, buildId), serve };
}
