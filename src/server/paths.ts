import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.join(projectRoot, 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
export const buildStampFile = path.join(distDir, 'build.json');
export const clientEntry = 'src/app/entry-client.tsx';
export const serverEntry = 'src/app/entry-server.tsx';
