import { describe, expect, it } from 'vitest';
import { expandLines, pieces, rolls, type ProductLine } from './define';

const milk: ProductLine = {
  key: 'test-milk',
  category: 'milk',
  image: 'milk',
  group: '04012',
  name: ['{b} sut 3,2%', 'Молоко {b} 3,2%', '{b} Milk 3.2%'],
  about: ['Sut.', 'Молоко.', 'Milk.'],
  brands: ['musaffo', ['lazzat', 0.9]],
  sizes: [
    [0.5, 'l', 7490],
    [1, 'l', 13490],
  ],
};

const carrots: ProductLine = {
  key: 'test-carrots',
  category: 'vegetables',
  image: 'carrot',
  group: '07061',
  name: ['Sariq sabzi', 'Морковь жёлтая', 'Yellow Carrots'],
  about: ['Sabzi.', 'Морковь.', 'Carrots.'],
  brands: ['savat'],
  perKg: 6490,
  step: 500,
};

describe('size labels', () => {
  it('counts pieces, with one piece in the singular in English', () => {
    expect(pieces(1)).toEqual(['1 dona', '1 шт', '1 pc']);
    expect(pieces(10)).toEqual(['10 dona', '10 шт', '10 pcs']);
  });

  it('uses the Russian plural forms for rolls', () => {
    expect(rolls(1)[1]).toBe('1 рулон');
    expect(rolls(2)[1]).toBe('2 рулона');
    expect(rolls(4)[1]).toBe('4 рулона');
    expect(rolls(5)[1]).toBe('5 рулонов');
    expect(rolls(11)[1]).toBe('11 рулонов');
    expect(rolls(12)[1]).toBe('12 рулонов');
    expect(rolls(21)[1]).toBe('21 рулон');
    expect(rolls(24)[1]).toBe('24 рулона');
    expect(rolls(1)[2]).toBe('1 roll');
    expect(rolls(8)[2]).toBe('8 rolls');
  });
});

describe('expandLines', () => {
  const products = expandLines([milk, carrots]);

  it('makes one product per brand and size, named with the size in each language', () => {
    expect(products.map((product) => product.slug)).toEqual([
      'musaffo-milk-3-2-0-5-l',
      'musaffo-milk-3-2-1-l',
      'lazzat-milk-3-2-0-5-l',
      'lazzat-milk-3-2-1-l',
      'yellow-carrots',
    ]);
    expect(products[0]?.name).toEqual({
      uz: 'Musaffo sut 3,2% 0,5 l',
      ru: 'Молоко Musaffo 3,2% 0,5 л',
      en: 'Musaffo Milk 3.2% 0.5 L',
    });
  });

  it('groups the sizes of one brand into a variant group', () => {
    expect(products[0]?.variantGroup).toBe('test-milk-musaffo');
    expect(products[1]?.variantGroup).toBe('test-milk-musaffo');
    expect(products[2]?.variantGroup).toBe('test-milk-lazzat');
    expect(products[1]?.variantLabel).toEqual({ uz: '1 l', ru: '1 л', en: '1 L' });
    expect(products[4]?.variantGroup).toBeUndefined();
  });

  it('applies a brand price factor as a shop price tag', () => {
    expect(products[1]?.price).toBe(13490);
    // 13 490 × 0.9 = 12 141 → 12 100 → 12 090
    expect(products[3]?.price).toBe(12090);
  });

  it('derives gross weights from volumes and sells goods by weight per kilogram', () => {
    expect(products[1]?.weight).toBe(1065);
    const carrot = products[4];
    expect(carrot).toMatchObject({
      price: 6490,
      soldByWeight: true,
      stepGrams: 500,
      weight: 1000,
      mxit_unit: '166',
    });
    expect((carrot?.stock ?? 1) % 500).toBe(0);
  });

  it('gives every product its own MXIK code within the goods group', () => {
    const codes = products.map((product) => product.mxit);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe('04012100001000000');
    expect(codes[4]).toBe('07061101001000000');
  });

  it('describes the product with brand, country and storage facts in each language', () => {
    expect(products[0]?.description.en).toContain('<li><strong>Brand:</strong> Musaffo</li>');
    expect(products[0]?.description.ru).toContain('Узбекистан');
    expect(products[4]?.description.uz).toContain('500 g qadam bilan');
  });

  it('rejects a line naming an unknown brand', () => {
    expect(() => expandLines([{ ...milk, brands: ['no-such-brand'] }])).toThrow(/Unknown brand/);
  });
});
