import { describe, expect, it } from 'vitest';
import { metaDescription } from './product-head';

describe('product meta description', () => {
  it('is the description as plain text on one line', () => {
    expect(metaDescription('<p>Fresh  milk,</p>\n<ul><li>3.2% fat</li></ul>')).toBe(
      'Fresh milk, 3.2% fat',
    );
  });

  it('stops at 160 characters', () => {
    const text = metaDescription(`<p>${'a'.repeat(200)}</p>`);
    expect(text).toHaveLength(160);
  });

  it('is empty for a product without a description', () => {
    expect(metaDescription('<p> </p>')).toBe('');
  });
});
