import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set by the build of the server process (`<dist>/server/start.js`): the project's root relative
 * to that file. Undefined when the server runs from its sources.
 */
declare const __SAVAT_PROJECT_ROOT__: string | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
const compiled = typeof __SAVAT_PROJECT_ROOT__ === 'string';

export const projectRoot = compiled
  ? path.resolve(here, __SAVAT_PROJECT_ROOT__ as string)
  : path.resolve(here, '../..');
/**
 * Where builds go; `DIST_DIR` lets several builds of one tree live side by side. A compiled server
 * serves the build it is part of.
 */
export const distDir = compiled
  ? path.dirname(here)
  : process.env.DIST_DIR
    ? path.resolve(process.env.DIST_DIR)
    : path.join(projectRoot, 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
export const buildStampFile = path.join(distDir, 'build.json');
export const clientEntry = 'src/app/entry-client.tsx';
export const serverEntry = 'src/app/entry-server.tsx';
/** The server process as built: plain JavaScript for `node`. */
export const serverProcessFile = path.join(serverDir, 'start.js');
