import type { ApiContext } from './context.ts';

/** Widths every illustration is rendered at (see seed/render-images.ts). */
export const imageWidths = [160, 320, 640] as const;

/** The contract's responsive `Image`. */
export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources: Array<{ format: 'image/avif' | 'image/webp'; srcset: string }>;
}

export function mediaUrl(ctx: Pick<ApiContext, 'publicUrl'>, file: string): string {
  return `${ctx.publicUrl}/api/media/${encodeURIComponent(file)}`;
}

/** The URL of one rendered width of an illustration, e.g. a thumbnail. */
export function imageUrl(ctx: Pick<ApiContext, 'publicUrl'>, key: string, width: number): string {
  return mediaUrl(ctx, `${key}-${width}.webp`);
}

function srcset(ctx: Pick<ApiContext, 'publicUrl'>, key: string, format: 'avif' | 'webp'): string {
  return imageWidths
    .map((width) => `${mediaUrl(ctx, `${key}-${width}.${format}`)} ${width}w`)
    .join(', ');
}

/** A square illustration in every rendered width, AVIF first. */
export function image(ctx: Pick<ApiContext, 'publicUrl'>, key: string, alt: string): Image {
  const largest = imageWidths[imageWidths.length - 1]!;
  return {
    src: imageUrl(ctx, key, largest),
    alt,
    width: largest,
    height: largest,
    sources: [
      { format: 'image/avif', srcset: srcset(ctx, key, 'avif') },
      { format: 'image/webp', srcset: srcset(ctx, key, 'webp') },
    ],
  };
}
