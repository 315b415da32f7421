import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesToRender, renderImagesApart } from './render-apart';
import type { SeedImage } from './types';

const sample: SeedImage[] = [
  { key: 'milk', emoji: '🥛', background: '#E3F2FD' },
  { key: 'bread', emoji: '🍞', background: '#FFF8E1' },
];

describe('renderImagesApart', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'savat-images-apart-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('renders every missing illustration in a child process, at 160, 320 and 640 px', async () => {
    expect(imagesToRender(sample, outDir)).toEqual(sample);
    await renderImagesApart(sample, outDir);
    const files = (await readdir(outDir)).sort();
    expect(files).toEqual(
      ['bread', 'milk'].flatMap((key) =>
        [160, 320, 640].flatMap((width) => [`${key}-${width}.avif`, `${key}-${width}.webp`]),
      ),
    );
    expect(imagesToRender(sample, outDir)).toEqual([]);
  });

  it('starts nothing when every file is there, and renders only what is missing', async () => {
    const before = await stat(join(outDir, 'milk-320.webp'));
    await rm(join(outDir, 'bread-640.avif'));
    expect(imagesToRender(sample, outDir)).toEqual([sample[1]]);
    await renderImagesApart(sample, outDir);
    expect((await stat(join(outDir, 'bread-640.avif'))).size).toBeGreaterThan(0);
    expect((await stat(join(outDir, 'milk-320.webp'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('fails with the reason when the child cannot render', async () => {
    await expect(
      renderImagesApart([{ key: 'unknown', emoji: 'x', background: '#FFFFFF' }], outDir),
    ).rejects.toThrow('Rendering the illustrations failed (exit 1)');
  });
});
