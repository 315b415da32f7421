import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where builds go; `DIST_DIR` lets several builds of one tree live side by side. */
export const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.join(projectRoot, 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
export const buildStampFile = path.join(distDir, 'build.json');
export const clientEntry = 'src/app/entry-client.tsx';
export const serverEntry = 'src/app/entry-server.tsx';
