import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runtimeConfigScript, type RuntimeConfig } from '../shared/config/runtime.ts';
import { earlyTapsScript } from '../app/early-taps.ts';
import { catalogueModule, sectionsOfPage, type MessageSection } from '../shared/i18n/sections.ts';
import { pageOfChunkName, pageOfModule } from '../shared/lib/page-folders/index.ts';
import type { OptionalPart } from '../shared/lib/on-demand/stylesheets.ts';
import { pageStylesheetsFile, partsShownIn, type PageStylesheets } from './page-stylesheets.ts';
import { clientDir, clientEntry } from './paths.ts';

/** The SSR result as the document needs it (see src/app/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  locale: string;
  htmlLang: string;
  head: string;
  body: string;
  state: string;
  /** The page rendered: its own chunks are preloaded. */
  page?: string;
}

export interface AssetTags {
  /**
   * Stylesheets and module preloads for `<head>`: the app's, the language's and the page's; the
   * page's stylesheet as `body`, the page rendered, needs it (with the optional parts it shows).
   */
  head: (locale: string, page?: string, body?: string) => string;
  /** The entry script at the end of `<body>`. */
  body: string;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  /** The chunk's name: `page~<page>` for a page's own chunk (src/server/shell-chunks.ts). */
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Tags for the production bundle, read once from Vite's manifest. */
export async function readProductionAssets(): Promise<AssetTags> {
  const read = async (file: string) =>
    JSON.parse(await readFile(path.join(clientDir, file), 'utf8')) as unknown;
  return productionAssets(
    (await read('.vite/manifest.json')) as Manifest,
    // A build without pages' stylesheets links the whole one, as Vite's manifest lists it.
    (await read(pageStylesheetsFile).catch(() => null)) as PageStylesheets | null,
  );
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * Tags for the production bundle described by Vite's manifest. With `stylesheets` (the build's
 * page stylesheets, src/server/page-stylesheets.ts) a page links its own stylesheet, which names
 * the whole one for what the app loads later (src/shared/lib/on-demand).
 */
export function productionAssets(
  manifest: Manifest,
  stylesheets: PageStylesheets | null = null,
): AssetTags {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`The client manifest has no ${clientEntry}`);
  /** The stylesheets and static imports of a chunk, recursively, into the given sets. */
  const collect = (key: string, css: Set<string>, preloads: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) {
      const importedChunk = manifest[imported];
      if (importedChunk && !preloads.has(importedChunk.file)) {
        preloads.add(importedChunk.file);
        collect(imported, css, preloads);
      }
    }
  };
  const css = new Set<string>();
  const preloads = new Set<string>();
  // With CSS code splitting off, the one stylesheet of the whole app is the manifest's `style.css`.
  const stylesheet = manifest['style.css'];
  if (stylesheet) css.add(stylesheet.file);
  collect(clientEntry, css, preloads);
  // The app the entry starts once the page has loaded (a dynamic import of the entry that is not a
  // page view), and what it imports.
  const appModules = new Set<string>();
  for (const key of entry.dynamicImports ?? []) {
    const app = manifest[key];
    if (!app || (app.src ?? key).startsWith('src/pages/')) continue;
    appModules.add(app.file);
    collect(key, css, appModules);
  }
  // Each lazily loaded page view (`src/pages/[<group>/]<name>/…`): its chunk, the chunks it imports and
  // its stylesheets, less what the app itself already loads.
  const pageStylesheets = new Map<string, string>();
  // A page's chunks (its view and its model) import one another: each module is kept once.
  const pageModules = new Map<string, Set<string>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    const name = chunk.isDynamicEntry ? pageOfModule(source) : pageOfChunkName(chunk.name);
    if (!name) continue;
    const pageCss = new Set<string>();
    const pagePreloads = new Set<string>([chunk.file]);
    collect(key, pageCss, pagePreloads);
    pageStylesheets.set(
      name,
      (pageStylesheets.get(name) ?? '') +
        [...pageCss]
          .filter((file) => !css.has(file))
          .map((file) => `<link rel="stylesheet" href="/${file}">`)
          .join(''),
    );
    const modules = pageModules.get(name) ?? new Set<string>();
    for (const file of pagePreloads) {
      if (!preloads.has(file) && !appModules.has(file) && file !== entry.file) modules.add(file);
    }
    pageModules.set(name, modules);
  }
  // The language's messages are needed before hydration: the design system's catalogue and the
  // sections of the app's catalogue that the page shows (looked up once per language and page).
  const messagesByPage = new Map<string, string[]>();
  const messageChunks = (locale: string, page: string | undefined) => {
    const sections: readonly MessageSection[] = page ? sectionsOfPage(page) : ['common'];
    const cacheKey = `${locale} ${sections.join(' ')}`;
    let files = messagesByPage.get(cacheKey);
    if (!files) {
      files = Object.entries(manifest)
        .filter(([key]) => {
          const catalogue = catalogueModule(key);
          return (
            catalogue?.locale === locale &&
            (!catalogue.section || sections.includes(catalogue.section))
          );
        })
        .map(([, chunk]) => chunk.file);
      messagesByPage.set(cacheKey, files);
    }
    return files;
  };
  // What the head does not fetch already.
  const appList = [...appModules].filter((file) => !preloads.has(file) && file !== entry.file);
  const preload = (file: string) =>
    `<link rel="modulepreload" fetchpriority="low" href="/${file}">`;
  // The optional parts each page's stylesheet has variants for, in their order.
  const heldParts = new Map<string, OptionalPart[]>(
    Object.entries(stylesheets?.variants ?? {}).map(([page, variants]) => [
      page,
      Object.keys(variants).reduce<OptionalPart[]>((parts, key) => {
        for (const part of key.split(' ') as OptionalPart[])
          if (!parts.includes(part)) parts.push(part);
        return parts;
      }, []),
    ]),
  );
  const partsShown = partsShownIn(stylesheets?.parts ?? {});
  // The page's own stylesheet first, or (a build without them) the app's, then the page's chunks'.
  // Of a page with optional parts, the variant with those the page rendered shows; the link
  // names those left out, which wait for the whole stylesheet in the browser.
  const ownStylesheet = (page: string | undefined, body: string) => {
    if (!stylesheets) return '';
    const held = (page ? heldParts.get(page) : undefined) ?? [];
    const shown = partsShown(body, held);
    const file =
      (page && shown.length > 0 ? stylesheets.variants?.[page]?.[shown.join(' ')] : undefined) ??
      (page ? stylesheets.pages[page] : undefined) ??
      stylesheets.shell;
    const omitted = held.filter((part) => !shown.includes(part));
    return (
      `<link rel="stylesheet" href="/${file}" data-all="/${stylesheets.all}"` +
      `${omitted.length > 0 ? ` data-omits="${omitted.join(' ')}"` : ''}>`
    );
  };
  const chunkStylesheets = (page: string | undefined) =>
    stylesheets || !page ? '' : (pageStylesheets.get(page) ?? '');
  const shared = [
    ...(stylesheets ? [] : [...css].map((file) => `<link rel="stylesheet" href="/${file}">`)),
    preload(entry.file),
    ...[...preloads].map(preload),
  ].join('');
  const appPreloads = appList.map(preload).join('');
  const pageModulePreloads = new Map(
    [...pageModules].map(([name, files]) => [name, [...files].map(preload).join('')]),
  );
  const messagePreloads = new Map<string, string>();
  return {
    // Every module the page needs before it is interactive is named in the head, so the browser
    // fetches them while it reads the HTML, each once, in parallel, at low priority (after the
    // stylesheet and the page's priority images): the app, the language's messages and the page's
    // view and model.
    head: (locale, page, body = '') => {
      const messagesKey = `${locale} ${page ?? ''}`;
      let messages = messagePreloads.get(messagesKey);
      if (messages === undefined) {
        messages = messageChunks(locale, page).map(preload).join('');
        messagePreloads.set(messagesKey, messages);
      }
      return (
        ownStylesheet(page, body) +
        shared +
        chunkStylesheets(page) +
        appPreloads +
        messages +
        (page ? (pageModulePreloads.get(page) ?? '') : '')
      );
    },
    body: `<script type="module" fetchpriority="low" src="/${entry.file}"></script>`,
  };
}

/** Tags for development: Vite serves the sources and injects its client. */
export const developmentAssets: AssetTags = {
  head: () => '',
  body: `<script type="module" src="/${clientEntry}"></script>`,
};

/** Per-response additions: the script nonce of the Content-Security-Policy and the app's tags. */
export interface DocumentExtras {
  nonce?: string;
  /** Manifest, touch icon and build id tags. */
  head?: string;
  themeColor?: string;
}

/** Gives the build's own script and module-preload tags the response's nonce. */
function withNonce(tags: string, nonce: string | undefined): string {
  if (!nonce) return tags;
  return tags.replace(/<(script|link rel="modulepreload")(?=[\s>])/g, `<$1 nonce="${nonce}"`);
}

export function renderDocument(
  page: RenderedPage,
  assets: AssetTags,
  config: RuntimeConfig,
  extras: DocumentExtras = {},
): string {
  const { nonce } = extras;
  return [
    `<!doctype html><html lang="${page.htmlLang}" data-locale="${page.locale}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${extras.themeColor ?? '#ffffff'}">`,
    // Read by the bundler's chunk preloader, which gives the tags it adds the same nonce.
    nonce ? `<meta property="csp-nonce" nonce="${nonce}">` : '',
    // Holds presses of the page's buttons until the app is interactive (src/app/early-taps.ts).
    `<script${nonce ? ` nonce="${nonce}"` : ''}>${earlyTapsScript}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    extras.head ?? '',
    withNonce(assets.head(page.locale, page.page, page.body), nonce),
    page.head,
    '</head><body>',
    `<div id="root">${page.body}</div>`,
    `<script id="__savat_state" type="application/json">${page.state}</script>`,
    runtimeConfigScript(config),
    withNonce(assets.body, nonce),
    '</body></html>',
  ].join('');
}
