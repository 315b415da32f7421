/**
 * Bundle-size budget: initial JS and CSS per route, brotli. Fails when a route is over budget or a
 * page's view is bundled into the app's first chunk instead of a chunk of its own.
 *
 * Usage: tsx e2e/perf/bundle-size.ts [clientDir]
 * Without a directory it measures the build in DIST_DIR (default dist/) when that build matches
 * the sources, and otherwise builds into a directory of its own and measures that.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildFresh } from '../../src/server/build';
import { distDir, projectRoot } from '../../src/server/paths';
import {
  budgets,
  type Manifest,
  overBudget,
  pagesNotSplit,
  routeBundles,
  sizeRoutes,
} from './bundle';

/** Pages rendered with the app itself, so that an error can always be shown without a fetch. */
const pagesInTheShell = ['not-found', 'server-error'];
/** Routes that must be reported (and so must exist as pages). */
const requiredRoutes = ['home', 'catalog', 'product', 'cart', 'checkout', 'account'];

async function freshClientDir(): Promise<string> {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  if (await isBuildFresh(distDir)) return path.join(distDir, 'client');
  const ownDir = path.join(tmpdir(), 'savat-dist-size');
  if (!(await isBuildFresh(ownDir))) {
    console.log(`Building into ${ownDir} to measure it…`);
    const build = spawnSync(
      process.execPath,
      [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/server/build.ts'],
      { cwd: projectRoot, env: { ...process.env, DIST_DIR: ownDir }, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('The build failed');
  }
  return path.join(ownDir, 'client');
}

const clientDir = await freshClientDir();
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const routes = sizeRoutes(routeBundles(manifest), clientDir);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

console.log(`Initial bytes per route in ${clientDir} (brotli, heaviest language's messages)`);
console.log(
  `route                 JS (KB br)  CSS (KB br)   budget ${kb(budgets.jsBytes)} / ${kb(budgets.cssBytes)}`,
);
for (const route of routes) {
  console.log(`${route.route.padEnd(20)} ${kb(route.jsBytes)}      ${kb(route.cssBytes)}`);
}

const pageFolders = readdirSync(path.join(projectRoot, 'src/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !pagesInTheShell.includes(entry.name))
  .map((entry) => entry.name);
const problems = [
  ...overBudget(routes),
  ...pagesNotSplit(manifest, pageFolders).map(
    (page) =>
      `${page}: the page's view is bundled into the app's first chunk; load it on demand with ` +
      `\`View: lazyView(() => import('./view').then((module) => module.…))\` in src/pages/${page}/index.ts`,
  ),
  ...requiredRoutes
    .filter((route) => !routes.some((sized) => sized.route === route))
    .map((route) => `${route}: no page src/pages/${route}/ in the build to measure`),
];
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route is within the size budget.');
