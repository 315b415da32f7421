/**
 * Initial bytes per route, computed from Vite's build manifest: the client entry with every chunk
 * it imports statically and the app's stylesheet, the heaviest language's message catalogues
 * (fetched before hydration: the sections the page shows), plus the route's own chunk and its
 * static imports. Sizes are
 * brotli-compressed (quality 11, as the server precompresses static assets).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  catalogueModule,
  sectionOfMessage,
  sectionsOfPage,
  type MessageSection,
} from '../../src/shared/i18n/sections.ts';
import { pageStylesheetsFile, type PageStylesheets } from '../../src/server/page-stylesheets.ts';
import { pageOfChunkName, pageOfModule } from '../../src/shared/lib/page-folders/index.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  js: string[];
  css: string[];
  /** Alternatives of which one is loaded (one per language); the heaviest one is counted. */
  oneOf?: string[][];
}

export interface SizedRoute extends Omit<RouteBundle, 'oneOf'> {
  jsBytes: number;
  cssBytes: number;
}

/**
 * What a page may load before it is interactive: 85 KB of JavaScript (brotli) in at most 10
 * script requests, and 12 KB of CSS. On a phone's HTTP/1.1 (six connections, a round trip of half
 * a second on slow 4G) every request past the first few waits for a connection and a round trip.
 */
export const budgets = { jsBytes: 85 * 1024, cssBytes: 12 * 1024, scriptRequests: 10 } as const;

/** Every chunk key reachable from `key` through static imports, `key` first. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`Manifest has no chunk '${current}'`);
    seen.add(current);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

function filesOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The page (its folder under `pagesDir`) whose own chunk, loaded on demand, `key` is. */
function pageOfChunk(manifest: Manifest, key: string, pagesDir: string): string | undefined {
  const chunk = manifest[key];
  const source = chunk?.src ?? key;
  return chunk?.isDynamicEntry ? pageOfModule(source, pagesDir) : pageOfChunkName(chunk?.name);
}

/**
 * Each page's own stylesheet, as the build writes them (src/server/page-stylesheets.ts), and its
 * variants with the optional parts some renders show.
 */
export type RouteStylesheets = Pick<PageStylesheets, 'shell' | 'pages' | 'variants'>;

/** The stylesheet a page loads at most: its variant with every optional part, or its own. */
function fullestStylesheet(stylesheets: RouteStylesheets, page: string): string | undefined {
  const variants = Object.entries(stylesheets.variants?.[page] ?? {});
  const fullest = variants.sort(([a], [b]) => b.split(' ').length - a.split(' ').length)[0];
  return fullest?.[1] ?? stylesheets.pages[page];
}

/** The build's page stylesheets in `clientDir`, if it wrote them. */
export function readRouteStylesheets(clientDir: string): RouteStylesheets | undefined {
  const file = path.join(clientDir, pageStylesheetsFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageStylesheets) : undefined;
}

/**
 * The initial files of the app shell and of each page under `src/pages/<name>/` that the entry
 * loads on demand. Pages bundled into the entry share the shell's figure. With `stylesheets`, a
 * route's CSS is its own stylesheet; without, the stylesheets its chunks list.
 */
export function routeBundles(
  manifest: Manifest,
  {
    pagesDir = 'src/pages/',
    stylesheets,
  }: { pagesDir?: string; stylesheets?: RouteStylesheets } = {},
): RouteBundle[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry = entries.find(([key]) => key.includes('entry-client')) ?? entries[0];
  if (!entry) throw new Error('The manifest has no entry chunk: is build.manifest enabled?');
  const shellKeys = staticClosure(manifest, entry[0]);
  // The app the entry starts once the page has loaded: part of every page's first load.
  for (const key of entry[1].dynamicImports ?? []) {
    if ((manifest[key]?.src ?? key).startsWith(pagesDir)) continue;
    for (const k of staticClosure(manifest, key)) if (!shellKeys.includes(k)) shellKeys.push(k);
  }
  // With CSS code splitting off, the app's one stylesheet is listed as `style.css`.
  if (manifest['style.css']) shellKeys.push('style.css');
  const catalogues = (sections: readonly MessageSection[]) => {
    const oneOf = messageCatalogues(manifest, sections);
    return oneOf ? { oneOf } : {};
  };
  const shell = filesOf(manifest, shellKeys);
  const css = (page: string | null, chunksCss: string[]) =>
    stylesheets
      ? [(page ? fullestStylesheet(stylesheets, page) : undefined) ?? stylesheets.shell]
      : chunksCss;
  const bundles: RouteBundle[] = [
    { route: 'shell', ...shell, css: css(null, shell.css), ...catalogues(['common']) },
  ];

  const byPage = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const page = pageOfChunk(manifest, key, pagesDir);
    if (page) byPage.set(page, [...(byPage.get(page) ?? []), key]);
  }
  for (const [page, keys] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    const closure = new Set(shellKeys);
    for (const key of keys) for (const k of staticClosure(manifest, key)) closure.add(k);
    const files = filesOf(manifest, [...closure]);
    bundles.push({
      route: page,
      ...files,
      css: css(page, files.css),
      ...catalogues(sectionsOfPage(page)),
    });
  }
  return bundles;
}

/**
 * The message catalogues of each language that a page with texts from `sections` loads: the
 * design system's and the app's, whole or those sections of it (`<language>.json?section=…`).
 */
function messageCatalogues(
  manifest: Manifest,
  sections: readonly MessageSection[],
): string[][] | undefined {
  const byLocale = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalogue = catalogueModule(chunk.src ?? key);
    if (!catalogue || (catalogue.section && !sections.includes(catalogue.section))) continue;
    const { locale } = catalogue;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), chunk.file]);
  }
  return byLocale.size > 0 ? [...byLocale.values()] : undefined;
}

/**
 * Texts a page would show before their section of the catalogue is loaded. For the app shell and
 * each page: the ids of messages named in the code it starts with (its chunks and what they
 * import) outside the sections the page loads (`sectionsOfPage`; the shell loads `common`), and
 * in the code that loads on demand from there (other pages' chunks excepted: a navigation loads
 * their sections) those outside these sections and `later`, which such code loads with itself
 * (`onDemand`, src/shared/lib/on-demand). `messageIds` are the catalogue's ids, so that other
 * `id` properties are not mistaken for them.
 */
export function messagesOutsideTheirSection(
  manifest: Manifest,
  readChunk: (file: string) => string,
  messageIds: ReadonlySet<string>,
  pagesDir = 'src/pages/',
): string[] {
  const pageOf = (key: string) => pageOfChunk(manifest, key, pagesDir);
  // A page's view or model: named by its file, even where it is shared by two pages' chunks.
  const isPageChunk = (key: string) =>
    pageOf(key) !== undefined ||
    (!manifest[key]?.src && /^(view|model)$/.test(manifest[key]?.name ?? ''));
  // Read once per chunk: most chunks are reachable from many pages.
  const idsIn = new Map<string, string[]>();
  const messagesIn = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js') || /\.json(\?|$)/.test(chunk.src ?? key)) return [];
    let ids = idsIn.get(chunk.file);
    if (!ids) {
      const named = [...readChunk(chunk.file).matchAll(/\bid:\s*[`"']([^`"']+)[`"']/g)].map(
        (match) => match[1] ?? '',
      );
      ids = [...new Set(named)].filter((id) => messageIds.has(id));
      idsIn.set(chunk.file, ids);
    }
    return ids;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return [];
  const starts = new Map<string, string[]>([['shell', [entry]]]);
  for (const key of Object.keys(manifest)) {
    const page = pageOf(key);
    if (page) starts.set(page, [...(starts.get(page) ?? []), key]);
  }
  const problems: string[] = [];
  for (const [route, keys] of starts) {
    const sections: readonly MessageSection[] =
      route === 'shell' ? ['common'] : sectionsOfPage(route);
    // The code the page starts with, then what loads on demand from it.
    const atStart = new Set(keys.flatMap((key) => staticClosure(manifest, key)));
    const later = new Set<string>();
    const pending = [...atStart];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      for (const next of manifest[key]?.dynamicImports ?? []) {
        if (isPageChunk(next) || atStart.has(next) || later.has(next)) continue;
        for (const added of staticClosure(manifest, next)) {
          if (atStart.has(added) || later.has(added)) continue;
          later.add(added);
          pending.push(added);
        }
      }
    }
    const check = (chunks: Set<string>, allowed: readonly MessageSection[]) => {
      for (const key of chunks) {
        const ids = messagesIn(key).filter((id) => !allowed.includes(sectionOfMessage(id)));
        if (ids.length > 0)
          problems.push(`${route}: ${manifest[key]?.file} shows ${ids.join(', ')}`);
      }
    };
    check(atStart, sections);
    check(later, [...sections, 'later']);
  }
  return problems;
}

/** Pages (their folders under `src/pages/`) whose view is not a chunk of its own in the build. */
export function pagesNotSplit(manifest: Manifest, pageFolders: string[], pagesDir = 'src/pages/') {
  const split = new Set(Object.keys(manifest).map((key) => pageOfChunk(manifest, key, pagesDir)));
  return pageFolders.filter((folder) => !split.has(folder));
}

export function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

export function sizeRoutes(bundles: RouteBundle[], clientDir: string): SizedRoute[] {
  const cache = new Map<string, number>();
  const size = (file: string) => {
    let bytes = cache.get(file);
    if (bytes === undefined) {
      bytes = brotliSize(readFileSync(path.join(clientDir, file)));
      cache.set(file, bytes);
    }
    return bytes;
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + size(file), 0);
  return bundles.map(({ oneOf, ...bundle }) => {
    const heaviest = (oneOf ?? []).reduce<string[]>(
      (chosen, files) => (sum(files) > sum(chosen) ? files : chosen),
      [],
    );
    const js = [...bundle.js, ...heaviest.filter((file) => !bundle.js.includes(file))].sort();
    return { ...bundle, js, jsBytes: sum(js), cssBytes: sum(bundle.css) };
  });
}

export function overBudget(routes: SizedRoute[]): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return routes.flatMap((route) => [
    ...(route.jsBytes > budgets.jsBytes
      ? [`${route.route}: initial JS ${kb(route.jsBytes)} > ${kb(budgets.jsBytes)} brotli`]
      : []),
    ...(route.cssBytes > budgets.cssBytes
      ? [`${route.route}: CSS ${kb(route.cssBytes)} > ${kb(budgets.cssBytes)} brotli`]
      : []),
  ]);
}

/** Routes whose stylesheet is over the CSS budget: every page's is within it. */
export function overCssBudget(routes: SizedRoute[]): string[] {
  return overBudget(routes.map((route) => ({ ...route, jsBytes: 0 })));
}

/** Routes that load more scripts before they are interactive than the budget allows. */
export function overRequestBudget(routes: SizedRoute[]): string[] {
  return routes
    .filter((route) => route.js.length > budgets.scriptRequests)
    .map(
      (route) =>
        `${route.route}: ${route.js.length} scripts before it is interactive > ${budgets.scriptRequests}`,
    );
}

/**
 * What each route weighs today, plus a little slack: a ratchet that stops any change from
 * making a route heavier while the budgets above are still out of reach. Lower it (record
 * anew) whenever a route gets lighter.
 */
export interface Ceilings {
  jsBytes: Record<string, number>;
  cssBytes: number;
}

export const ceilingSlackBytes = 1024;

export function ceilingsFor(routes: SizedRoute[], slack = ceilingSlackBytes): Ceilings {
  return {
    jsBytes: Object.fromEntries(
      [...routes]
        .sort((a, b) => a.route.localeCompare(b.route))
        .map((route) => [route.route, route.jsBytes + slack]),
    ),
    cssBytes: Math.max(0, ...routes.map((route) => route.cssBytes)) + slack,
  };
}

/** Routes heavier than their ceiling; a route with none is held to the lightest recorded one. */
export function overCeilings(routes: SizedRoute[], ceilings: Ceilings): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const recorded = Object.values(ceilings.jsBytes);
  const fallback = recorded.length > 0 ? Math.min(...recorded) : budgets.jsBytes;
  return routes.flatMap((route) => {
    const ceiling = ceilings.jsBytes[route.route] ?? fallback;
    return [
      ...(route.jsBytes > ceiling
        ? [`${route.route}: initial JS grew to ${kb(route.jsBytes)} (ceiling ${kb(ceiling)})`]
        : []),
      ...(route.cssBytes > ceilings.cssBytes
        ? [`${route.route}: CSS grew to ${kb(route.cssBytes)} (ceiling ${kb(ceilings.cssBytes)})`]
        : []),
    ];
  });
}
