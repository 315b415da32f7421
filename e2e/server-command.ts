import path from 'node:path';
import { distDir } from '../src/server/paths.ts';

/** The production storefront as an operator runs it: the build's server under plain `node`. */
export const storefrontCommand = ['node', path.join(distDir, 'server/start.js')];

/** Builds into `DIST_DIR` when the sources changed since the last build (as `npm start` does). */
export const buildIfStaleCommand = ['node_modules/.bin/tsx', 'src/server/build.ts', '--if-stale'];
