import { describe, expect, it } from 'vitest';
import type { Image } from '@/shared/api';
import { narrowestRendition, srcSetCandidates } from './index';

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

describe('srcset candidates', () => {
  it('splits a srcset into addresses and descriptors, whatever the spacing', () => {
    expect(srcSetCandidates('/a-160.webp 160w,  /a-320.webp   320w,/a.webp 2x, /b.webp')).toEqual([
      { url: '/a-160.webp', descriptors: ['160w'] },
      { url: '/a-320.webp', descriptors: ['320w'] },
      { url: '/a.webp', descriptors: ['2x'] },
      { url: '/b.webp', descriptors: [] },
    ]);
  });
});

describe('narrowest rendition', () => {
  it('is the narrowest WebP rendition at least as wide as asked', () => {
    expect(narrowestRendition(photo, 320)).toBe('/media/milk-320.webp');
    expect(narrowestRendition(photo, 200)).toBe('/media/milk-320.webp');
    expect(narrowestRendition(photo, 100)).toBe('/media/milk-160.webp');
  });

  it('falls back to the image itself when no rendition is wide enough or none is listed', () => {
    expect(narrowestRendition(photo, 1000)).toBe('/media/milk-640.webp');
    expect(narrowestRendition({ ...photo, sources: [photo.sources[0]!] }, 320)).toBe(
      '/media/milk-640.webp',
    );
    expect(
      narrowestRendition(
        { ...photo, sources: [{ format: 'image/webp', srcset: '/media/milk.webp 2x' }] },
        320,
      ),
    ).toBe('/media/milk-640.webp');
  });
});
