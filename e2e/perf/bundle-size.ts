/**
 * Bundle-size check: initial JS and CSS per route, brotli, against the budgets (85 KB JS in at
 * most 10 scripts, 12 KB CSS) and against the recorded ceilings in `size-ceilings.json` (what
 * each route weighs now, plus 1 KB). It fails when a route loads more than 10 scripts before it
 * is interactive, when it grows past its ceiling, when a page's view is bundled into the app's
 * first chunk instead of a chunk of its own, or when a required route is missing. Byte budget
 * misses are listed every time; with `--strict` they fail too.
 *
 * Usage: tsx e2e/perf/bundle-size.ts [--strict] [--record] [clientDir]
 *   --record  writes the current sizes as the new ceilings (after making a route lighter).
 * Without a directory it measures the build in DIST_DIR (default dist/) when that build matches
 * the sources, and otherwise builds into a directory of its own and measures that.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildFresh } from '../../src/server/build';
import { distDir, projectRoot } from '../../src/server/paths';
import {
  budgets,
  type Ceilings,
  ceilingsFor,
  type Manifest,
  messagesOutsideTheirSection,
  overBudget,
  overCssBudget,
  overCeilings,
  overRequestBudget,
  pagesNotSplit,
  readRouteStylesheets,
  routeBundles,
  sizeRoutes,
} from './bundle';

/** The page folder rendered with the app itself, so that an error can always be shown without a fetch. */
const pagesInTheShell = ['error'];
/** Routes that must be reported (and so must exist as pages). */
const requiredRoutes = ['home', 'catalog', 'product', 'cart', 'checkout', 'account'];

const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const [dirArgument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ceilingsFile = path.join(import.meta.dirname, 'size-ceilings.json');

async function freshClientDir(): Promise<string> {
  if (dirArgument) return path.resolve(dirArgument);
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
const routes = sizeRoutes(
  routeBundles(manifest, { stylesheets: readRouteStylesheets(clientDir) }),
  clientDir,
);
const englishCatalogue = JSON.parse(
  readFileSync(path.join(projectRoot, 'src/shared/i18n/messages/en.json'), 'utf8'),
) as Record<string, string>;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

console.log(`Initial bytes per route in ${clientDir} (brotli, heaviest language's messages)`);
console.log(
  `route                 JS (KB br)  scripts  CSS (KB br)   budget ${kb(budgets.jsBytes)} in ${budgets.scriptRequests} / ${kb(budgets.cssBytes)}`,
);
for (const route of routes) {
  console.log(
    `${route.route.padEnd(20)} ${kb(route.jsBytes)}  ${String(route.js.length).padStart(7)}      ${kb(route.cssBytes)}`,
  );
}

// Every page folder (one with an index.ts), in a group folder or not.
const pageFolders = readdirSync(path.join(projectRoot, 'src/pages'), { recursive: true })
  .map(String)
  .filter((file) => path.basename(file) === 'index.ts')
  .map((file) => path.basename(path.dirname(file)))
  .filter((folder) => folder !== '.' && !pagesInTheShell.includes(folder));
const misses = overBudget(routes);
if (flags.has('--record')) {
  writeFileSync(ceilingsFile, `${JSON.stringify(ceilingsFor(routes), null, 2)}\n`);
  console.log(`\nRecorded the ceilings in ${path.relative(projectRoot, ceilingsFile)}.`);
}
const ceilings = existsSync(ceilingsFile)
  ? (JSON.parse(readFileSync(ceilingsFile, 'utf8')) as Ceilings)
  : null;
const problems = [
  ...overRequestBudget(routes),
  ...overCssBudget(routes),
  ...(ceilings ? overCeilings(routes, ceilings) : misses),
  ...(flags.has('--strict') && ceilings ? misses : []),
  ...pagesNotSplit(manifest, pageFolders).map(
    (page) =>
      `${page}: the page's view is bundled into the app's first chunk; load it on demand with ` +
      `\`View: lazyView(() => import('./view').then((module) => module.…))\` in the index.ts of src/pages/…/${page}/`,
  ),
  ...messagesOutsideTheirSection(
    manifest,
    (file) => readFileSync(path.join(clientDir, file), 'utf8'),
    new Set(Object.keys(englishCatalogue)),
  ).map(
    (problem) =>
      `${problem}: that section is not loaded there; add the page to src/shared/i18n/sections.ts, ` +
      `move the message, or load the code that shows it with \`onDemand\` (src/shared/lib/on-demand)`,
  ),
  ...requiredRoutes
    .filter((route) => !routes.some((sized) => sized.route === route))
    .map((route) => `${route}: no page folder ${route} under src/pages/ in the build to measure`),
];
if (misses.length > 0) {
  console.log(`\nBudget not yet met:\n${misses.map((line) => `- ${line}`).join('\n')}`);
}
if (problems.length > 0) {
  console.error(`\nSize check failed:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  misses.length > 0
    ? '\nNo route grew past its recorded ceiling.'
    : '\nEvery route is within the size budget.',
);
