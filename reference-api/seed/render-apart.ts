import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultImageWidths } from './render-images';
import type { SeedImage } from './types';

/** The illustrations with a file missing in `outDir`. */
export function imagesToRender(images: SeedImage[], outDir: string): SeedImage[] {
  return images.filter((image) =>
    defaultImageWidths.some((width) =>
      ['avif', 'webp'].some(
        (format) => !existsSync(join(outDir, `${image.key}-${width}.${format}`)),
      ),
    ),
  );
}

/**
 * Renders the illustrations missing in `outDir` in a child process. libvips keeps what it
 * allocated while encoding (about 300 MB for the whole catalogue) for as long as its process
 * lives: the child gives it back when it exits, so the API's own process stays small. A warm
 * data dir starts no child at all.
 */
export async function renderImagesApart(images: SeedImage[], outDir: string): Promise<void> {
  const missing = imagesToRender(images, outDir);
  if (missing.length === 0) return;
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(join(import.meta.dirname, 'render-images-child.ts'), [], {
    execArgv: ['--import', tsxLoader],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Rendering the illustrations failed (${signal ?? `exit ${code}`})`)),
    );
    child.send({ images: missing, outDir });
  });
}
