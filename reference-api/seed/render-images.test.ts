import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeTileSvg, renderImages } from './render-images';
import type { SeedImage } from './types';

const sample: SeedImage[] = [
  { key: 'milk', emoji: '🥛', background: '#E3F2FD' },
  { key: 'chili', emoji: '🌶️', background: '#FFEBEE' },
  { key: 'slide-family', emoji: '👨‍👩‍👧', background: '#FFF3E0' },
];

describe('renderImages', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'savat-images-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes square WebP and AVIF files for every width', async () => {
    const rendered = await renderImages(sample, outDir, [64, 128]);
    expect(rendered).toHaveLength(sample.length * 2);
    for (const image of rendered) {
      expect(image.width).toBe(image.height);
      expect(image.files.webp).toBe(join(outDir, `${image.key}-${image.width}.webp`));
      const webp = await sharp(image.files.webp).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', image.width, image.width]);
      const avif = await sharp(image.files.avif).metadata();
      expect(avif.format).toBe('heif');
      expect([avif.width, avif.height]).toEqual([image.width, image.width]);
    }
    const names = await readdir(outDir);
    expect(names).toHaveLength(sample.length * 2 * 2);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('paints the tile colour around the artwork', async () => {
    const { data } = await sharp(join(outDir, 'milk-64.webp'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, green, blue] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(Math.abs(red - 0xe3)).toBeLessThan(8);
    expect(Math.abs(green - 0xf2)).toBeLessThan(8);
    expect(Math.abs(blue - 0xfd)).toBeLessThan(8);
  });

  it('skips files that already exist', async () => {
    const before = await stat(join(outDir, 'milk-64.avif'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await renderImages(sample, outDir, [64, 128]);
    const after = await stat(join(outDir, 'milk-64.avif'));
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('fails clearly for an emoji without artwork', async () => {
    await expect(
      renderImages([{ key: 'unknown', emoji: 'x', background: '#FFFFFF' }], outDir, [32]),
    ).rejects.toThrow(/No artwork/);
  });

  it('composes one SVG document with the tile and the nested artwork', () => {
    const svg = composeTileSvg(
      sample[0] as SeedImage,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><path d="M0 0h36v36z"/></svg>',
      100,
    );
    expect(svg).toContain('<rect width="100" height="100" fill="#E3F2FD"/>');
    expect(svg).toContain('<svg x="18" y="18" width="64" height="64" viewBox="0 0 36 36">');
  });
});
