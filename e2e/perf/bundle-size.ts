/**
 * Bundle-size budget: initial JS and CSS per route, brotli. Fails when a route is over budget.
 * Usage: tsx e2e/perf/bundle-size.ts [clientDir]   (default dist/client; run after `npm run build`)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, type Manifest, overBudget, routeBundles, sizeRoutes } from './bundle';

const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
const manifestPath = path.join(clientDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const routes = sizeRoutes(routeBundles(manifest), clientDir);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

console.log(
  `route                 JS (KB br)  CSS (KB br)   budget ${kb(budgets.jsBytes)} / ${kb(budgets.cssBytes)}`,
);
for (const route of routes) {
  console.log(`${route.route.padEnd(20)} ${kb(route.jsBytes)}      ${kb(route.cssBytes)}`);
}

const resultsDir = path.resolve('e2e/perf/results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'bundle.json'),
  JSON.stringify({ budgets, routes }, null, 2) + '\n',
);

const problems = overBudget(routes);
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery route is within the size budget.');
