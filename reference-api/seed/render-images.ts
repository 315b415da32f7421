import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { SeedImage } from './types';

export interface RenderedImage {
  key: string;
  width: number;
  height: number;
  files: { avif: string; webp: string };
}

export const defaultImageWidths = [160, 320, 640] as const;

/** Share of the tile the artwork covers; the rest is the coloured margin. */
const artworkScale = 0.64;

const require = createRequire(import.meta.url);
const artworkDir = dirname(require.resolve('@twemoji/svg/package.json'));

/** Twemoji file names are lower-case code points joined by '-'; FE0F is dropped outside ZWJ sequences. */
function artworkFileNames(emoji: string): string[] {
  const codePoints = Array.from(emoji).map((char) => (char.codePointAt(0) ?? 0).toString(16));
  const withoutSelector = codePoints.filter((code) => code !== 'fe0f');
  return [...new Set([codePoints.join('-'), withoutSelector.join('-')])].map(
    (name) => `${name}.svg`,
  );
}

async function readArtwork(image: SeedImage): Promise<string> {
  for (const fileName of artworkFileNames(image.emoji)) {
    const path = join(artworkDir, fileName);
    if (existsSync(path)) return readFile(path, 'utf8');
  }
  throw new Error(`No artwork for illustration '${image.key}' (${image.emoji})`);
}

/** Takes the inner markup and viewBox of an artwork SVG so it can be nested in the tile. */
function unwrapSvg(svg: string): { viewBox: string; body: string } {
  const open = /<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('Artwork is not an SVG document');
  const viewBox = /viewBox="([^"]+)"/.exec(open[0])?.[1] ?? '0 0 36 36';
  return { viewBox, body: svg.slice(open.index + open[0].length, close) };
}

/** The tile as one SVG document: a soft coloured square with the artwork centred on it. */
export function composeTileSvg(image: SeedImage, artwork: string, size: number): string {
  const { viewBox, body } = unwrapSvg(artwork);
  const art = Math.round(size * artworkScale);
  const offset = Math.round((size - art) / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${image.background}"/>` +
    `<svg x="${offset}" y="${offset}" width="${art}" height="${art}" viewBox="${viewBox}">${body}</svg>` +
    `</svg>`
  );
}

/**
 * Writes through a temporary name and renames it into place, so a render that is interrupted (or
 * runs beside another process on the same data dir) never leaves a half-written file to be skipped.
 */
async function writeAtomically(pipeline: Sharp, file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.round(performance.now() * 1000)}.tmp`;
  await pipeline.toFile(temporary);
  await rename(temporary, file);
}

async function renderOne(
  image: SeedImage,
  outDir: string,
  widths: readonly number[],
): Promise<RenderedImage[]> {
  let artwork: string | undefined;
  const rendered: RenderedImage[] = [];
  for (const width of widths) {
    const files = {
      avif: join(outDir, `${image.key}-${width}.avif`),
      webp: join(outDir, `${image.key}-${width}.webp`),
    };
    const writes: Promise<unknown>[] = [];
    const hasWebp = existsSync(files.webp);
    const hasAvif = existsSync(files.avif);
    if (!hasWebp || !hasAvif) {
      artwork ??= await readArtwork(image);
      const raster = sharp(Buffer.from(composeTileSvg(image, artwork, width)));
      if (!hasWebp)
        writes.push(writeAtomically(raster.clone().webp({ quality: 82, effort: 2 }), files.webp));
      // AVIF at effort 0 with 4:2:0 chroma keeps a full render to seconds; the files stay small.
      if (!hasAvif)
        writes.push(
          writeAtomically(
            raster.clone().avif({ quality: 60, effort: 0, chromaSubsampling: '4:2:0' }),
            files.avif,
          ),
        );
    }
    await Promise.all(writes);
    rendered.push({ key: image.key, width, height: width, files });
  }
  return rendered;
}

/** Illustrations rendered at once; libvips threads each one as well, so a few are enough. */
const parallelRenders = 4;

/**
 * Rasterises each illustration to square WebP and AVIF files named `${key}-${width}.webp|avif`
 * in outDir. Files that already exist are kept as they are, so a warm data dir renders nothing.
 * Uses only the artwork installed with the package; never touches the network.
 */
export async function renderImages(
  images: SeedImage[],
  outDir: string,
  widths: number[] = [...defaultImageWidths],
): Promise<RenderedImage[]> {
  await mkdir(outDir, { recursive: true });
  const results: RenderedImage[][] = new Array<RenderedImage[]>(images.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < images.length) {
      const index = next++;
      const image = images[index];
      if (image) results[index] = await renderOne(image, outDir, widths);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelRenders, images.length) }, worker));
  return results.flat();
}
