import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build } from 'vite';
import {
  buildStampFile,
  clientDir,
  clientEntry,
  distDir,
  projectRoot,
  serverDir,
  serverEntry,
} from './paths';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Everything the build reads: a change in any of these makes `dist/` stale. */
const buildInputs = [
  'src',
  'design-system',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
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

export async function isBuildFresh(): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(buildStampFile, 'utf8')) as { fingerprint?: string };
    await stat(path.join(serverDir, 'entry-server.js'));
    await stat(path.join(clientDir, '.vite/manifest.json'));
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

/** Builds the browser bundle and the server renderer into `dist/`. */
export async function buildStorefront() {
  const fingerprint = await sourceFingerprint();
  const configFile = path.join(projectRoot, 'vite.config.ts');
  await build({
    configFile,
    root: projectRoot,
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: path.join(projectRoot, clientEntry),
        checks: { pluginTimings: false },
      },
    },
  });
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
  await linkServerPackages();
  await precompress(clientDir);
  await mkdir(distDir, { recursive: true });
  await writeFile(
    buildStampFile,
    JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildStorefront();
  console.log('Storefront built into dist/');
}
