/**
 * Initial bytes per route, computed from Vite's build manifest: the client entry with every chunk
 * it imports statically and the app's stylesheet, the heaviest language's message catalogues
 * (fetched before hydration), plus the route's own chunk and its static imports. Sizes are
 * brotli-compressed (quality 11, as the server precompresses static assets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

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

export const budgets = { jsBytes: 90 * 1024, cssBytes: 12 * 1024 } as const;

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

/**
 * The initial files of the app shell and of each page under `src/pages/<name>/` that the entry
 * loads on demand. Pages bundled into the entry share the shell's figure.
 */
export function routeBundles(manifest: Manifest, pagesDir = 'src/pages/'): RouteBundle[] {
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
  const oneOf = messageCatalogues(manifest);
  const shell = filesOf(manifest, shellKeys);
  const bundles: RouteBundle[] = [{ route: 'shell', ...shell, ...(oneOf ? { oneOf } : {}) }];

  const pageChunks = Object.entries(manifest).filter(
    ([key, chunk]) => chunk.isDynamicEntry && (chunk.src ?? key).startsWith(pagesDir),
  );
  const byPage = new Map<string, string[]>();
  for (const [key, chunk] of pageChunks) {
    const page = (chunk.src ?? key).slice(pagesDir.length).split('/')[0] ?? key;
    byPage.set(page, [...(byPage.get(page) ?? []), key]);
  }
  for (const [page, keys] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    const closure = new Set(shellKeys);
    for (const key of keys) for (const k of staticClosure(manifest, key)) closure.add(k);
    bundles.push({ route: page, ...filesOf(manifest, [...closure]), ...(oneOf ? { oneOf } : {}) });
  }
  return bundles;
}

/** The message catalogues of each language (the app's and the design system's), if any. */
function messageCatalogues(manifest: Manifest): string[][] | undefined {
  const byLocale = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /(?:^|\/)(?:shared\/i18n\/messages|design-system\/i18n)\/([a-z]{2})\.json$/.exec(
      chunk.src ?? key,
    );
    if (match?.[1]) byLocale.set(match[1], [...(byLocale.get(match[1]) ?? []), chunk.file]);
  }
  return byLocale.size > 0 ? [...byLocale.values()] : undefined;
}

/** Pages (folders under `src/pages/`) whose view is not a chunk of its own in the build. */
export function pagesNotSplit(manifest: Manifest, pageFolders: string[], pagesDir = 'src/pages/') {
  const split = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && (chunk.src ?? key).startsWith(pagesDir))
      .map(([key, chunk]) => (chunk.src ?? key).slice(pagesDir.length).split('/')[0]),
  );
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
