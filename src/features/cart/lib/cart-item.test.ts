import { describe, expect, it } from 'vitest';
import { productSummary } from '@/shared/api/testing/products';
import { cartItemFromProduct } from './cart-item';

describe('cart line photo', () => {
  it('is the 320-pixel WebP rendition, sharp for a line on a 3× screen', () => {
    const milk = productSummary({
      images: [
        {
          src: '/media/milk-640.webp',
          alt: 'Sut',
          width: 640,
          height: 640,
          sources: [
            {
              format: 'image/webp',
              srcset:
                '/media/milk-160.webp 160w, /media/milk-320.webp 320w, /media/milk-640.webp 640w',
            },
          ],
        },
      ],
    });
    expect(cartItemFromProduct(milk, 1).img_url).toBe('/media/milk-320.webp');
  });

  it('is no address for a product without a photo', () => {
    expect(cartItemFromProduct(productSummary({ images: [] }), 1).img_url).toBe('');
  });
});
