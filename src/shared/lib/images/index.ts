import type { Image } from '@/shared/api';

/** One candidate of a `srcset`: its address and its descriptors (`320w`, `2x`). */
export interface SrcSetCandidate {
  url: string;
  descriptors: string[];
}

/** The candidates of a comma-separated `srcset` (`/a-160.webp 160w, /a-320.webp 320w`). */
export function srcSetCandidates(srcSet: string): SrcSetCandidate[] {
  return srcSet.split(',').map((candidate) => {
    const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
    return { url, descriptors };
  });
}

/**
 * The address of the narrowest WebP rendition of an API image at least `minWidth` pixels wide
 * (every browser shows WebP), else the image's own fallback, its largest rendition.
 */
export function narrowestRendition(image: Image, minWidth: number): string {
  const candidates = image.sources
    .filter((source) => source.format === 'image/webp')
    .flatMap((source) => srcSetCandidates(source.srcset))
    .flatMap(({ url, descriptors }) => {
      const width = /^(\d+)w$/.exec(descriptors[0] ?? '')?.[1];
      return url && width && Number(width) >= minWidth ? [{ url, width: Number(width) }] : [];
    })
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? image.src;
}
