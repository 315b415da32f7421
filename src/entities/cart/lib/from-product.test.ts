import { describe, expect, it } from 'vitest';
import { productPhoto, productSummary } from '@/shared/api/index.testing';
import { cartItemFromProduct } from './from-product';

describe('cart line photo', () => {
  it('is the 320-pixel WebP rendition, sharp for a line on a 3× screen', () => {
    const milk = productSummary({ images: [productPhoto('milk')] });
    expect(cartItemFromProduct(milk, 1).img_url).toBe('/media/milk-320.webp');
  });

  it('is no address for a product without a photo', () => {
    expect(cartItemFromProduct(productSummary({ images: [] }), 1).img_url).toBe('');
  });
});
