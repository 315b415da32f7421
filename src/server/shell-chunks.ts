import path from 'node:path';
import type { Plugin } from 'vite';

/** A chunk of a build, as far as shell-chunks needs to know it. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** The chunks it imports statically. */
  imports: readonly string[];
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
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const taken = new Set<ChunkInfo>([entry]);
  return entrySteps.map((moduleId) => {
    const first = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
    if (!first) throw new Error(`No chunk holds ${moduleId}`);
    const step = new Set<string>();
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || taken.has(chunk)) return;
      taken.add(chunk);
      for (const id of chunk.moduleIds) step.add(id);
      for (const next of chunk.imports) visit(byName.get(next));
    };
    visit(first);
    return step;
  });
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
  return {
    groups: steps.map((modules, index) => ({
      name: stepName(graph.entrySteps[index] ?? `step-${index}`),
      test: (id: string) => modules.has(id),
      // An earlier step's group takes a module first (it is the one that needs it first).
      priority: steps.length - index,
      // Only the modules of the step: the rest is in other chunks already.
      includeDependenciesRecursively: false,
    })),
  };
}
