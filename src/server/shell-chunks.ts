import path from 'node:path';
import type { Plugin } from 'vite';
import { pageChunkName, pageFolderOfModule } from '../shared/lib/page-folders/index.ts';

/** A chunk of a build, as far as shell-chunks needs to know it. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** The chunks it imports statically. */
  imports: readonly string[];
  /** The module a dynamic import of the chunk loads, when it is loaded that way. */
  dynamicEntry?: string;
  /** The chunks it imports with `import()`. */
  dynamicImports?: readonly string[];
}

/** A first build's chunks, and the modules its entry imports with `import()`, in source order. */
export interface ChunkGraph {
  chunks: ChunkInfo[];
  entrySteps: string[];
}

/**
 * The modules of each step in which the browser entry starts the app (each `import()` of
 * `entry-client.tsx`, in order): the chunks that step loads, with their static imports, less
 * what an earlier step or the entry itself already has. Pages' views and models are loaded by
 * the router and are part of no step.
 */
export function shellSteps({ chunks, entrySteps }: ChunkGraph): Set<string>[] {
  const byName = chunksByName(chunks);
  const taken = entryChunks(chunks, byName);
  return entrySteps.map((moduleId) => {
    const first = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
    if (!first) throw new Error(`No chunk holds ${moduleId}`);
    return new Set(takeImported(first, byName, taken).flatMap((chunk) => chunk.moduleIds));
  });
}

export function chunksByName(chunks: readonly ChunkInfo[]): Map<string, ChunkInfo> {
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/**
 * `from` and the chunks it imports statically, recursively, less those in `taken`, in the order
 * they are reached; each is added to `taken`.
 */
export function takeImported(
  from: ChunkInfo,
  byName: ReadonlyMap<string, ChunkInfo>,
  taken: Set<ChunkInfo>,
): ChunkInfo[] {
  const found: ChunkInfo[] = [];
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || taken.has(chunk)) return;
    taken.add(chunk);
    found.push(chunk);
    for (const next of chunk.imports) visit(byName.get(next));
  };
  visit(from);
  return found;
}

/** The entry chunk and the chunks it imports statically: what runs before the app's first step. */
function entryChunks(
  chunks: readonly ChunkInfo[],
  byName: ReadonlyMap<string, ChunkInfo> = chunksByName(chunks),
): Set<ChunkInfo> {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const found = new Set<ChunkInfo>();
  takeImported(entry, byName, found);
  return found;
}

/** The modules the browser entry runs before the app's first step (see `entryChunks`). */
export function entryModules({ chunks }: ChunkGraph): Set<string> {
  return new Set([...entryChunks(chunks)].flatMap((chunk) => chunk.moduleIds));
}

/** Records a build's chunks and its entry's steps, for a first pass that writes nothing. */
export function recordChunks(into: ChunkGraph): Plugin {
  return {
    name: 'savat:record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          moduleIds: output.moduleIds,
          imports: output.imports,
          dynamicEntry:
            output.isDynamicEntry && output.facadeModuleId ? output.facadeModuleId : undefined,
          dynamicImports: output.dynamicImports,
        });
        if (output.isEntry && output.facadeModuleId) {
          into.entrySteps.push(
            ...(this.getModuleInfo(output.facadeModuleId)?.dynamicallyImportedIds ?? []),
          );
        }
      }
    },
  };
}

/** A chunk's name from the module a step imports: its package, or its file (its folder for an index). */
export function stepName(moduleId: string): string {
  const packageMatch = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId);
  if (packageMatch?.[1]) return packageMatch[1].replace(/[\\/]/g, '-').replace(/^@/, '');
  const { name, dir } = path.parse(moduleId.replace(/[?#].*$/, ''));
  return name === 'index' ? path.basename(dir) : name;
}

/**
 * One chunk per step of the app's start (see `shellSteps`), instead of the two dozen small chunks
 * the bundler makes of those modules by default (one for each set of importers). Every page loads
 * all of them before it hydrates anyway, so no page loads more code; the steps still run one task
 * each; and a phone on HTTP/1.1 makes twenty fewer requests, each waiting for a free connection
 * and a round trip.
 */
export function shellChunkGroups(graph: ChunkGraph) {
  const steps = shellSteps(graph);
  const entry = entryModules(graph);
  return {
    groups: [
      // What the entry runs before the app's first step is the entry's own chunk, one request.
      {
        name: 'entry-client',
        test: (id: string) => entry.has(id),
        priority: steps.length + 1,
        includeDependenciesRecursively: false,
      },
      ...steps.map((modules, index) => ({
        name: stepName(graph.entrySteps[index] ?? `step-${index}`),
        test: (id: string) => modules.has(id),
        // An earlier step's group takes a module first (it is the one that needs it first).
        priority: steps.length - index,
        // Only the modules of the step: the rest is in other chunks already.
        includeDependenciesRecursively: false,
      })),
    ],
  };
}

/** Stands for code the app loads with `import()` among a module's users. */
export const onDemand = '#on-demand';

/** What loads a module: pages by their folder, or `onDemand`; and pages' own code on demand. */
export interface ModuleUsers {
  /** Pages that load it with their view or model (`personal/account`), or `onDemand`. */
  users: Set<string>;
  /** Pages whose code loads it only with `import()` (a page's map, its picture viewer). */
  onDemandOf: Set<string>;
}

/**
 * For each module that no step of the app's start (nor the entry) holds, what loads it: pages,
 * by the path of the page's folder (`personal/account`), `onDemand` for the code the app loads
 * with `import()` (the mini-cart, the sign-in dialog), and apart the pages whose own code loads
 * it on demand (checkout's map). What such code takes from a page's chunk (the bundler put it
 * there because the page is always loaded first) stays the page's.
 */
export function pagesOfModules(graph: ChunkGraph, root: string): Map<string, ModuleUsers> {
  const shell = new Set(shellSteps(graph).flatMap((step) => [...step]));
  for (const id of entryModules(graph)) shell.add(id);
  const byName = chunksByName(graph.chunks);
  const pageOf = (chunk: ChunkInfo) =>
    chunk.dynamicEntry
      ? pageFolderOfModule(path.relative(root, chunk.dynamicEntry).split(path.sep).join('/'))
      : undefined;
  const importersOf = (chunk: ChunkInfo) =>
    graph.chunks.filter((other) => other.dynamicImports?.includes(chunk.fileName));
  const found = new Map<string, ModuleUsers>();
  for (const chunk of graph.chunks) {
    if (!chunk.dynamicEntry || chunk.moduleIds.every((id) => shell.has(id))) continue;
    const page = pageOf(chunk);
    const importingPages = page ? [] : importersOf(chunk).map(pageOf);
    const ofPages =
      importingPages.length > 0 && importingPages.every((folder) => folder !== undefined)
        ? importingPages
        : undefined;
    const seen = new Set<ChunkInfo>();
    const visit = (next: ChunkInfo | undefined) => {
      if (!next || seen.has(next) || (!page && pageOf(next))) return;
      seen.add(next);
      for (const id of next.moduleIds) {
        if (shell.has(id)) continue;
        const entry = found.get(id) ?? { users: new Set<string>(), onDemandOf: new Set<string>() };
        if (page) entry.users.add(page);
        else if (ofPages) for (const folder of ofPages) entry.onDemandOf.add(folder);
        else entry.users.add(onDemand);
        found.set(id, entry);
      }
      for (const imported of next.imports) visit(byName.get(imported));
    };
    visit(chunk);
  }
  return found;
}

/** Message catalogues: a chunk per language (and section), loaded as the page's language needs. */
const messageCatalogue = /[\\/]i18n[\\/](messages[\\/])?[a-z]{2}\.json($|\?)/;

/**
 * One chunk per page (its view, its model and what only that page uses), one of what the
 * signed-in shopper's pages (`src/pages/personal/`) share among themselves, and one of what the
 * other pages share, instead of the bundler's chunk for every set of pages that shares a module:
 * the catalogue loaded two dozen chunks of a few hundred bytes each, each a request that waits for
 * a free connection and a round trip on a phone's HTTP/1.1. A page now loads its chunk and one or
 * two shared ones; what the shared chunk holds that the page does not use is a few kilobytes, and
 * the next page finds it in the cache.
 */
export function pageChunkGroups(graph: ChunkGraph, root: string) {
  const modules = pagesOfModules(graph, root);
  const isPublicPage = (user: string) => !user.startsWith('personal/');
  return [
    {
      name: (id: string) => {
        const found = modules.get(id);
        if (!found || messageCatalogue.test(id)) return null;
        const pages = [...found.users].filter((user) => user !== onDemand);
        // Code loaded only on demand keeps the bundler's chunks, loaded when it is.
        if (pages.length === 0) return null;
        const all = new Set([...pages, ...found.onDemandOf]);
        const [only] = all;
        if (all.size === 1 && only && !found.users.has(onDemand))
          return pageChunkName(only.split('/').at(-1) ?? only);
        // What a public page uses, or the app's own code on demand (the sign-in dialog opens on
        // any page), needs only the texts every page loads and is shared by every page.
        if (found.users.has(onDemand) || [...all].some(isPublicPage)) return 'shared-pages';
        return 'shared-personal';
      },
      // After the steps of the app's start, which take their modules first.
      priority: 0,
      includeDependenciesRecursively: false,
    },
  ];
}
