import path from 'node:path';
import { transform as lightningTransform, type Targets } from 'lightningcss';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import type { OptionalPart } from '../shared/lib/on-demand/stylesheets.ts';
import {
  chunksByName,
  onDemand,
  pagesOfModules,
  shellSteps,
  takeImported,
  type ChunkGraph,
} from './shell-chunks.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Where the build writes which stylesheet each page starts with (beside Vite's manifest):
 * `all` is the app's whole stylesheet, `shell` what a document that is no page needs, `pages`
 * each page's.
 */
export const pageStylesheetsFile = '.vite/page-stylesheets.json';

export interface PageStylesheets {
  all: string;
  shell: string;
  pages: Record<string, string>;
  /** Each optional part's class names, by which the server finds it in a page it rendered. */
  parts?: Partial<Record<OptionalPart, string[]>>;
  /**
   * A page's stylesheet with the optional parts a render of it shows, by the parts' names in
   * `optionalParts`' order, a space between: `pages` holds it without any.
   */
  variants?: Record<string, Record<string, string>>;
}

/**
 * Parts a page shows in some of its renders only, each named by the stylesheet source whose
 * rules are theirs alone: a page's stylesheet leaves them out, and a variant of it written for
 * each keeps them, in the whole stylesheet's order, for the server to link when the page it
 * rendered shows the part (`partsShownIn`, used by html.ts). In the browser a part the document's stylesheet
 * left out waits for the whole stylesheet before it shows (src/shared/ui/styled-part.tsx).
 * Pagination: a brand, a search or a filtered catalogue of one page has none.
 */
export const optionalParts: Readonly<Record<OptionalPart, string>> = {
  pagination: 'design-system/components/Pagination/Pagination.css.ts',
};

/**
 * Finds, in a page the server rendered, the optional parts it shows of those its stylesheet has
 * variants for (`held`): a part is shown when an element of the page has one of its class names.
 * Each part's pattern is made once, not on every render.
 */
export function partsShownIn(
  classes: Partial<Record<OptionalPart, readonly string[]>>,
): (body: string, held: readonly OptionalPart[]) => OptionalPart[] {
  const patterns = new Map<OptionalPart, RegExp>();
  for (const [part, names = []] of Object.entries(classes) as Array<[OptionalPart, string[]]>) {
    if (names.length === 0) continue;
    const escaped = names.map((name) => name.replace(/[^\w-]/g, '\\$&'));
    patterns.set(part, new RegExp(`class="(?:[^"]* )?(?:${escaped.join('|')})[ "]`));
  }
  return (body, held) => held.filter((part) => patterns.get(part)?.test(body) ?? false);
}

/** Every non-empty selection of `items`, each in their order (the variants' keys). */
export function selections<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let mask = 1; mask < 2 ** items.length; mask += 1) {
    result.push(items.filter((_, index) => (mask >> index) & 1));
  }
  return result;
}

/**
 * Modules the browser loads only on demand whose markup the server renders into every page (the
 * footer, which the browser keeps as the server rendered it: see ServerHtml, src/shared/ui).
 */
export const serverRenderedParts: readonly string[] = ['src/app/layouts/site-footer.tsx'];

/**
 * The modules each page needs before it is interactive, from the first build's chunks (see
 * shell-chunks.ts): the app's start (the entry and its steps) and the parts the server renders
 * for the browser to keep (`parts`, with what they import) for every page, and the modules the
 * bundler found each page to use, after tree-shaking. What a page loads later on demand (a
 * dialog, the next page) is not among them.
 */
export function modulesOfPages(
  graph: ChunkGraph,
  root: string,
  parts: readonly string[] = serverRenderedParts,
): ModulesOfPages {
  const shell = new Set(shellSteps(graph).flatMap((step) => [...step]));
  for (const id of graph.chunks.find((chunk) => chunk.isEntry)?.moduleIds ?? []) shell.add(id);
  const byName = chunksByName(graph.chunks);
  for (const part of parts) {
    const chunk = graph.chunks.find((each) => each.dynamicEntry === path.join(root, part));
    if (!chunk) throw new Error(`No chunk of the build loads ${part} on demand`);
    for (const imported of takeImported(chunk, byName, new Set()))
      for (const id of imported.moduleIds) shell.add(id);
  }
  const pages = new Map<string, Set<string>>();
  for (const [id, { users }] of pagesOfModules(graph, root)) {
    for (const folder of users) {
      if (folder === onDemand) continue;
      const page = folder.split('/').at(-1) ?? folder;
      pages.set(page, (pages.get(page) ?? new Set(shell)).add(id));
    }
  }
  return { shell, pages };
}

export interface ModulesOfPages {
  shell: ReadonlySet<string>;
  pages: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The order Vite writes the one stylesheet in (`build.cssCodeSplit: false`): the entry chunks
 * with the chunks they import (imports first), then the chunks imported with `import()`, in the
 * order met, each chunk's modules in the chunk's order.
 */
export function stylesheetOrder(bundle: OutputBundle): string[] {
  const order: string[] = [];
  const collected = new Set<OutputChunk>();
  const dynamicImports = new Set<string>();
  const collect = (output: OutputBundle[string] | undefined) => {
    if (!output || output.type !== 'chunk' || collected.has(output)) return;
    collected.add(output);
    for (const imported of output.imports) collect(bundle[imported]);
    for (const imported of output.dynamicImports) dynamicImports.add(imported);
    order.push(...Object.keys(output.modules));
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) collect(output);
  }
  for (const name of dynamicImports) collect(bundle[name]);
  return order;
}

/** Vite's browser targets (`chrome111`, `safari16.4`…) as Lightning CSS takes them. */
export function lightningTargets(target: string | string[] | false | undefined): Targets {
  const names: Record<string, keyof Targets> = {
    chrome: 'chrome',
    edge: 'edge',
    firefox: 'firefox',
    safari: 'safari',
    ios: 'ios_saf',
    opera: 'opera',
  };
  const targets: Targets = {};
  for (const entry of [target ?? []].flat()) {
    if (entry === false) continue;
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(entry);
    const name = match?.[1] ? names[match[1]] : undefined;
    if (!match || !name) continue;
    const version = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8);
    const known = targets[name];
    if (known === undefined || version < known) targets[name] = version;
  }
  return targets;
}

const stylesheetModule = /\.css($|\?)/;
/** A vanilla-extract stylesheet's CSS (`Button.css.ts.vanilla.css`): its source is `Button.css.ts`. */
const vanillaCss = /\.vanilla\.css(\?.*)?$/;

/** Keyframe selectors (`from`, `to`, `40%`), which say nothing of where a style applies. */
const keyframeSelector = /^(from|to|\d+(\.\d+)?%)$/;

/**
 * Whether CSS has a rule whose selector names no class: global styles (`html`, `body`) and themes
 * (`:root`). Every selector of vanilla-extract's scoped styles names one of its classes.
 */
export function stylesGlobally(css: string): boolean {
  return ruleSelectors(css).some((selector) => !selector.includes('.'));
}

/** The class names CSS gives rules to (`.a1:hover>.b2` names `a1` and `b2`). */
export function classNamesOf(css: string): string[] {
  const names = new Set<string>();
  for (const selector of ruleSelectors(css)) {
    for (const [, name = ''] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name);
  }
  return [...names];
}

/** Each selector of CSS's rules, trimmed, keyframe selectors left out. */
function ruleSelectors(css: string): string[] {
  return [...css.matchAll(/(?:^|[{};])\s*([^{}@;][^{};]*)\{/g)]
    .flatMap(([, selectors = '']) => selectors.split(','))
    .map((selector) => selector.trim())
    .filter((selector) => selector && !keyframeSelector.test(selector));
}

/**
 * Whether a stylesheet module is needed by the modules `used` (a page's, with the app's start).
 * A vanilla-extract stylesheet (`Button.css.ts.vanilla.css`) is when its source (`Button.css.ts`,
 * whose class names components import) is among them. Compiling a source imports the CSS of
 * every source evaluated with it (a `.css.ts` that reads the design system's tokens through its
 * index imports every component's CSS), so a page's modules hold many a stylesheet whose class
 * names it never uses: where some module of the app does use them (`hasCode`: the source is
 * bundled), the source decides; where none does, only global styles and themes are needed.
 * Any other CSS is needed when it is among the modules itself.
 */
export function isStylesheetUsed(
  id: string,
  used: ReadonlySet<string>,
  { hasCode, cssOf }: { hasCode: (id: string) => boolean; cssOf: (id: string) => string },
): boolean {
  if (!vanillaCss.test(id)) return used.has(id);
  const source = id.replace(vanillaCss, '');
  if (hasCode(source)) return used.has(source);
  return used.has(id) && stylesGlobally(cssOf(id));
}

/**
 * Each page's own stylesheet. The app keeps one stylesheet (about 82 KB, a fifth to a quarter of
 * it used by any one page), which the browser fetches before it paints anything; a page now starts with
 * the part of it that its own modules and the app's start import, in the same order, so the
 * cascade is the same. Written next to Vite's one stylesheet, which the app adds the first time
 * it loads code on demand (the next page, a dialog: see src/shared/lib/on-demand).
 *
 * Each stylesheet module's CSS is read as Vite's CSS plugin receives it, and the files are
 * minified as Vite minifies its own; the build checks that all of them together come out as
 * Vite's stylesheet, byte for byte, so a page's stylesheet can never drift from the whole.
 */
export function pageStylesheets(modules: () => ModulesOfPages): Plugin[] {
  const cssOf = new Map<string, string>();
  let config: ResolvedConfig | undefined;
  /** Each optional part by the path of its stylesheet's source, once the root is known. */
  let partsBySource = new Map<string, OptionalPart>();
  /** The optional part a stylesheet module's rules are, if any. */
  const partOf = (id: string): OptionalPart | undefined =>
    vanillaCss.test(id) ? partsBySource.get(id.replace(vanillaCss, '')) : undefined;
  const minify = (css: string, filename: string) => {
    const { code } = lightningTransform({
      filename,
      code: Buffer.from(css),
      minify: true,
      targets: lightningTargets(config?.build.cssTarget),
    });
    return `${code.toString().trimEnd()}\n`;
  };
  return [
    {
      name: 'savat:page-stylesheets-source',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        if (stylesheetModule.test(id) && !id.includes('?inline')) cssOf.set(id, code);
        return null;
      },
    },
    {
      name: 'savat:page-stylesheets',
      apply: 'build',
      enforce: 'post',
      configResolved(resolved) {
        config = resolved;
        partsBySource = new Map(
          (Object.keys(optionalParts) as OptionalPart[]).map((part) => [
            path.join(resolved.root, optionalParts[part]),
            part,
          ]),
        );
      },
      generateBundle(_options, bundle) {
        const whole = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        if (!whole || whole.type !== 'asset') return;
        const order = stylesheetOrder(bundle);
        const css = (ids: readonly string[]) => ids.map((id) => cssOf.get(id) ?? '').join('');
        const rebuilt = minify(css(order.filter((id) => cssOf.has(id))), whole.fileName);
        // Vite ends its stylesheet with a marker of its own, outside the CSS.
        if (`${rebuilt}/*$vite$:1*/` !== String(whole.source)) {
          this.error(
            'The pages’ stylesheets would not be parts of the app’s stylesheet: its modules, put ' +
              'together as Vite does, make another stylesheet',
          );
        }
        const { shell, pages } = modules();
        const bundled = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const [id, { renderedLength }] of Object.entries(output.modules)) {
            if (renderedLength > 0) bundled.add(id);
          }
        }
        const stylesheetSources = {
          hasCode: (id: string) => bundled.has(id),
          cssOf: (id: string) => cssOf.get(id) ?? '',
        };
        const pick = (ids: ReadonlySet<string>) =>
          order.filter((id) => cssOf.has(id) && isStylesheetUsed(id, ids, stylesheetSources));
        const emit = (name: string, ids: readonly string[]) =>
          this.getFileName(
            this.emitFile({ type: 'asset', name: `${name}.css`, source: minify(css(ids), name) }),
          );
        const parts: Partial<Record<OptionalPart, string[]>> = {};
        const variants: Record<string, Record<string, string>> = {};
        const pageFiles: Record<string, string> = {};
        for (const [page, modules] of pages) {
          const ids = pick(modules);
          const inPage = new Set(ids.map(partOf));
          const held = (Object.keys(optionalParts) as OptionalPart[]).filter((part) =>
            inPage.has(part),
          );
          for (const part of held) {
            parts[part] ??= classNamesOf(css(order.filter((each) => partOf(each) === part)));
          }
          pageFiles[page] = emit(
            `page~${page}`,
            ids.filter((id) => !partOf(id)),
          );
          for (const shown of selections(held)) {
            (variants[page] ??= {})[shown.join(' ')] = emit(
              `page~${page}~${shown.join('~')}`,
              ids.filter((id) => {
                const part = partOf(id);
                return !part || shown.includes(part);
              }),
            );
          }
        }
        const written: PageStylesheets = {
          all: whole.fileName,
          shell: emit('shell', pick(shell)),
          pages: pageFiles,
          parts,
          variants,
        };
        this.emitFile({
          type: 'asset',
          fileName: pageStylesheetsFile,
          source: `${JSON.stringify(written, null, 2)}\n`,
        });
      },
    },
  ];
}
