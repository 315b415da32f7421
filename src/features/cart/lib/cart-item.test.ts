import { describe, expect, it } from 'vitest';
import type { Image } from '@/shared/api';
import { cartThumbnailUrl } from './cart-item';

const photo: Image = {
  src: '/media/milk-640.webp',
  alt: 'Sut',
  width: 640,
  height: 640,
  sources: [
    {
      format: 'image/avif',
      srcset: '/media/milk-160.avif 160w, /media/milk-320.avif 320w, /media/milk-640.avif 640w',
    },
    {
      format: 'image/webp',
      srcset: '/media/milk-640.webp 640w,/media/milk-160.webp 160w, /media/milk-320.webp 320w',
    },
  ],
};

describe('cart thumbnail', () => {
  it('keeps the narrowest WebP rendition wide enough for a line on a 3× screen', () => {
    expect(cartThumbnailUrl(photo)).toBe('/media/milk-320.webp');
    expect(cartThumbnailUrl(photo, 200)).toBe('/media/milk-320.webp');
    expect(cartThumbnailUrl(photo, 100)).toBe('/media/milk-160.webp');
  });

  it('falls back to the image itself when no rendition is wide enough or none is listed', () => {
    expect(cartThumbnailUrl(photo, 1000)).toBe('/media/milk-640.webp');
    expect(cartThumbnailUrl({ ...photo, sources: [photo.sources[0]!] })).toBe(
      '/media/milk-640.webp',
    );
    expect(
      cartThumbnailUrl({
        ...photo,
        sources: [{ format: 'image/webp', srcset: '/media/milk.webp 2x' }],
      }),
    ).toBe('/media/milk-640.webp');
  });

  it('keeps no address for a product without a photo', () => {
    expect(cartThumbnailUrl(undefined)).toBe('');
  });
});
