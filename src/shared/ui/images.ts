import type { Image } from '@/shared/api';
import { srcSetCandidates } from '@/shared/lib/images';
import type { ImagePreload } from './head';

/** Media addresses from the API are relative to the API's origin. */
function onApi(url: string, apiUrl: string): string {
  return apiUrl && url.startsWith('/') ? `${apiUrl}${url}` : url;
}

function srcSetOnApi(srcSet: string, apiUrl: string): string {
  if (!apiUrl) return srcSet;
  return srcSetCandidates(srcSet)
    .map(({ url, descriptors }) => [onApi(url, apiUrl), ...descriptors].join(' '))
    .join(', ');
}

/** An API image as the design system's picture: AVIF and WebP sources with width and height. */
export function toPicture(image: Image, apiUrl: string, sizes?: string) {
  return {
    src: onApi(image.src, apiUrl),
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    sources: image.sources.map((source) => ({
      type: source.format,
      srcSet: srcSetOnApi(source.srcset, apiUrl),
      sizes,
    })),
  };
}

/** The first AVIF/WebP candidate list as a plain srcset (for components that take one). */
export function toSrcSet(image: Image, apiUrl: string): string | undefined {
  const source =
    image.sources.find((candidate) => candidate.format === 'image/webp') ?? image.sources[0];
  return source ? srcSetOnApi(source.srcset, apiUrl) : undefined;
}

/** The preload of an image shown with `toPicture(image, apiUrl, sizes)`: its first source's candidates. */
export function toImagePreload(
  image: Image,
  apiUrl: string,
  sizes: string,
): ImagePreload | undefined {
  const source = image.sources[0];
  return source
    ? { type: source.format, srcSet: srcSetOnApi(source.srcset, apiUrl), sizes }
    : undefined;
}
