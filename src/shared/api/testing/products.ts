import type { Image, ProductSummary } from '../types';

/** A product as the catalogue lists it, for tests: a litre of milk unless told otherwise. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 101,
    slug: 'milk-1l',
    name: 'Sut 3,2% 1 l',
    price: 14_500,
    old_price: null,
    currency_name: 'sum',
    in_stock: true,
    total_quanity: 30,
    sold_by_weight: false,
    step: 1,
    weight: 1060,
    mxit: '10401001001000000',
    mxit_unit: '796',
    brand: null,
    category: { slug: 'dairy', name: 'Sut mahsulotlari' },
    images: [],
    ...overrides,
  };
}

/** A product photo as the API sends it: AVIF and WebP renditions 160, 320 and 640 pixels wide. */
export function productPhoto(name = 'milk', alt = 'Sut'): Image {
  const srcset = (extension: string) =>
    [160, 320, 640].map((width) => `/media/${name}-${width}.${extension} ${width}w`).join(', ');
  return {
    src: `/media/${name}-640.webp`,
    alt,
    width: 640,
    height: 640,
    sources: [
      { format: 'image/avif', srcset: srcset('avif') },
      { format: 'image/webp', srcset: srcset('webp') },
    ],
  };
}
