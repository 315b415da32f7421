import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build, type BuildEnvironmentOptions, type Plugin } from 'vite';
import {
  buildStampFile,
  clientDir,
  clientEntry,
  distDir,
  projectRoot,
  serverDir,
  serverEntry,
  serverProcessFile,
} from './paths';
import {
  precompiledMessages,
  withoutMessageMetadata,
  withoutMessageParser,
} from './precompiled-messages';
import { latestBuildFile, writeIcons } from './pwa';
import {
  modulesOfPages,
  pageStylesheets,
  pageStylesheetsFile,
  type PageStylesheets,
} from './page-stylesheets';
import { pageChunkGroups, recordChunks, shellChunkGroups, type ChunkGraph } from './shell-chunks';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Everything the build reads: a change in any of these makes `dist/` stale. */
const buildInputs = [
  'src',
  'design-system',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.browser.json',
];

async function* walk(entry: string): AsyncGenerator<string> {
  const info = await stat(entry).catch(() => null);
  if (!info) return;
  if (!info.isDirectory()) {
    yield entry;
    return;
  }
  for (const child of await readdir(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    yield* walk(path.join(entry, child));
  }
}

/** A fingerprint of the build inputs: paths, sizes and modification times. */
export async function sourceFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of buildInputs) {
    for await (const file of walk(path.join(projectRoot, input))) {
      if (/\.(test|stories)\.tsx?$/.test(file)) continue;
      const info = await stat(file);
      hash.update(`${path.relative(projectRoot, file)}:${info.size}:${info.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Whether the build in `dir` (by default this process's `DIST_DIR`) matches the sources. */
export async function isBuildFresh(dir = distDir): Promise<boolean> {
  try {
    const stamp = JSON.parse(
      await readFile(path.join(dir, path.basename(buildStampFile)), 'utf8'),
    ) as {
      fingerprint?: string;
    };
    await stat(path.join(dir, path.relative(distDir, serverDir), 'entry-server.js'));
    await stat(path.join(dir, path.relative(distDir, serverProcessFile)));
    await stat(path.join(dir, path.relative(distDir, clientDir), '.vite/manifest.json'));
    return stamp.fingerprint === (await sourceFingerprint());
  } catch {
    return false;
  }
}

async function precompress(dir: string) {
  for await (const file of walk(dir)) {
    if (!/\.(js|css|svg|json|txt|xml|webmanifest|html)$/.test(file)) continue;
    const content = await readFile(file);
    if (content.length < 1024) continue;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }
}

/**
 * The previous build's own files (from its Vite manifest), copied aside so they can be put back
 * after the new build: a page opened before a deployment still loads its chunks.
 */
async function setPreviousAssetsAside(): Promise<{ dir: string; files: string[] } | null> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
    // The pages' own stylesheets, which documents rendered before the deployment link.
    const stylesheets = await readFile(path.join(clientDir, pageStylesheetsFile), 'utf8')
      .then((text) => JSON.parse(text) as PageStylesheets)
      .catch(() => null);
    const files = new Set<string>();
    const keep = (file: string) => {
      for (const variant of [file, `${file}.br`, `${file}.gz`]) files.add(variant);
    };
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) keep(file);
    }
    for (const file of stylesheets ? [stylesheets.shell, ...Object.values(stylesheets.pages)] : [])
      keep(file);
    const dir = path.join(tmpdir(), `savat-previous-${process.pid}-${Date.now()}`);
    const kept: string[] = [];
    for (const file of files) {
      const from = path.join(clientDir, file);
      if (!(await stat(from).catch(() => null))) continue;
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await copyFile(from, path.join(dir, file));
      kept.push(file);
    }
    return { dir, files: kept };
  } catch {
    return null;
  }
}

async function restorePreviousAssets(previous: { dir: string; files: string[] } | null) {
  if (!previous) return;
  for (const file of previous.files) {
    const to = path.join(clientDir, file);
    if (await stat(to).catch(() => null)) continue;
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(path.join(previous.dir, file), to);
  }
  await rm(previous.dir, { recursive: true, force: true });
}

/** The offline worker: one classic script at the root, stamped with the build id. */
async function buildWorker(buildId: string) {
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    define: { __SAVAT_BUILD_ID__: JSON.stringify(buildId) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: path.join(projectRoot, 'src/sw/worker.ts'),
        formats: ['iife'],
        name: 'savatWorker',
        fileName: () => 'sw.js',
      },
      rolldownOptions: { checks: { pluginTimings: false } },
    },
  });
}

/**
 * The server process as plain JavaScript for `node` (`<dist>/server/start.js`): the server's own
 * modules in one file, packages imported from node_modules, no TypeScript loader at run time.
 */
async function buildServerProcess() {
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    define: { __SAVAT_PROJECT_ROOT__: JSON.stringify(path.relative(serverDir, projectRoot)) },
    build: {
      outDir: serverDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      ssr: path.join(projectRoot, 'src/server/start.ts'),
      rolldownOptions: {
        output: { entryFileNames: path.basename(serverProcessFile) },
        checks: { pluginTimings: false },
      },
    },
  });
}

/**
 * The server bundle imports React and friends by name and is an ES module: outside the project
 * (`DIST_DIR` elsewhere) it needs the project's packages beside it and its module type declared.
 */
async function linkServerPackages() {
  await writeFile(path.join(serverDir, 'package.json'), '{ "type": "module" }\n');
  if (!path.relative(projectRoot, distDir).startsWith('..')) return;
  await symlink(
    path.join(projectRoot, 'node_modules'),
    path.join(distDir, 'node_modules'),
    'dir',
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/**
 * Asks the browser to compile every function of each script as it downloads, on a background
 * thread (V8's explicit compile hints: a first-line comment). Without it, each function the
 * start-up and hydration call is compiled on the main thread when first called. The comment must
 * be the file's first line, so it is added once the bundler has written its own prelude.
 * Measured on the catalogue, median of 9 loads (e2e/perf/main-thread.ts): estimated blocking
 * 781 → 550 ms.
 */
async function markForEagerCompilation(assetsDir: string) {
  for (const file of await readdir(assetsDir)) {
    if (!file.endsWith('.js')) continue;
    const script = path.join(assetsDir, file);
    await writeFile(script, `//# allFunctionsCalledOnLoad\n${await readFile(script, 'utf8')}`);
  }
}

/** Builds the browser bundle and the server renderer into `dist/`. */
export async function buildStorefront() {
  const fingerprint = await sourceFingerprint();
  const buildId = `${Date.now().toString(36)}-${fingerprint.slice(0, 8)}`;
  const configFile = path.join(projectRoot, 'vite.config.ts');
  const previous = await setPreviousAssetsAside();
  const clientBuild = (plugins: Plugin[], options: BuildEnvironmentOptions) => ({
    configFile,
    root: projectRoot,
    logLevel: 'warn' as const,
    // Messages are compiled at build time: the browser never needs the ICU message parser, nor
    // the English texts and translators' notes written beside each message's id.
    plugins: [precompiledMessages(), withoutMessageMetadata(), ...plugins],
    resolve: { alias: [withoutMessageParser] },
    build: {
      outDir: clientDir,
      ...options,
      rolldownOptions: {
        input: path.join(projectRoot, clientEntry),
        checks: { pluginTimings: false },
        ...options.rolldownOptions,
      },
    },
  });
  // A first pass, written nowhere, finds the modules every page loads before hydrating and the
  // pages that use each of the others; the build proper puts them into one chunk per step of the
  // app's start, one per page and two of what pages share (see shell-chunks.ts).
  const graph: ChunkGraph = { chunks: [], entrySteps: [] };
  await build(clientBuild([recordChunks(graph)], { write: false, minify: false }));
  await build(
    clientBuild(
      pageStylesheets(() => modulesOfPages(graph, projectRoot)),
      {
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [...shellChunkGroups(graph).groups, ...pageChunkGroups(graph, projectRoot)],
            },
          },
        },
      },
    ),
  );
  await build({
    configFile,
    root: projectRoot,
    logLevel: 'warn',
    build: {
      outDir: serverDir,
      emptyOutDir: true,
      ssr: path.join(projectRoot, serverEntry),
      copyPublicDir: false,
      rolldownOptions: { checks: { pluginTimings: false } },
    },
  });
  await buildServerProcess();
  await linkServerPackages();
  await buildWorker(buildId);
  await writeIcons(clientDir);
  await writeFile(
    path.join(clientDir, latestBuildFile),
    JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
  );
  await markForEagerCompilation(path.join(clientDir, 'assets'));
  await precompress(clientDir);
  await restorePreviousAssets(previous);
  await mkdir(distDir, { recursive: true });
  await writeFile(
    buildStampFile,
    JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }),
  );
}

// `--if-stale` builds only when the sources changed since the last build (`npm start`).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!process.argv.includes('--if-stale') || !(await isBuildFresh())) {
    console.log('Building the storefront…');
    await buildStorefront();
    console.log(`Storefront built into ${path.relative(process.cwd(), distDir) || '.'}`);
  }
}
