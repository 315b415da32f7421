import { describe, expect, it } from 'vitest';
import type { Image } from '@/shared/api';
import { renderHeadHtml } from './head';
import { toImagePreload } from './images';

const image: Image = {
  src: '/api/media/milk-640.webp',
  alt: 'Milk',
  width: 640,
  height: 640,
  sources: [
    {
      format: 'image/avif',
      srcset: '/api/media/milk-320.avif 320w, /api/media/milk-640.avif 640w',
    },
    {
      format: 'image/webp',
      srcset: '/api/media/milk-320.webp 320w, /api/media/milk-640.webp 640w',
    },
  ],
};

describe('the largest image preload', () => {
  it('takes the first source on the API origin with the sizes the page shows it at', () => {
    expect(toImagePreload(image, 'https://api.savat.uz', '100vw')).toEqual({
      type: 'image/avif',
      srcSet:
        'https://api.savat.uz/api/media/milk-320.avif 320w, https://api.savat.uz/api/media/milk-640.avif 640w',
      sizes: '100vw',
    });
    expect(toImagePreload({ ...image, sources: [] }, '', '100vw')).toBeUndefined();
  });

  it('is a high-priority image preload in the head, escaped', () => {
    const html = renderHeadHtml(
      {
        title: 'Milk',
        description: 'Fresh milk',
        path: '/products/milk',
        preloadImage: {
          type: 'image/avif',
          srcSet: '/a.avif 320w',
          sizes: '(min-width: 1024px) 480px, 100vw',
        },
      },
      { locale: 'uz', publicUrl: 'https://savat.uz' },
    );
    expect(html).toContain(
      '<link data-head rel="preload" as="image" type="image/avif" imagesrcset="/a.avif 320w" imagesizes="(min-width: 1024px) 480px, 100vw" fetchpriority="high">',
    );
    expect(
      renderHeadHtml(
        { title: 'Milk', description: 'Fresh milk', path: '/products/milk' },
        { locale: 'uz', publicUrl: 'https://savat.uz' },
      ),
    ).not.toContain('rel="preload"');
  });
});
