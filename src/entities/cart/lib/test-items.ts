import type { CartItem } from './cart-item';

/** A realistic cart line for tests and stories. */
export function cartLine(productId: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    product_id: productId,
    name: `Mahsulot ${productId}`,
    img_url: `/images/products/${productId}.webp`,
    quantity: 1,
    attributes: {},
    price: 12_500,
    slug: `product-${productId}`,
    mxit: '10401001001000000',
    mxit_unit: '796',
    weight: 500,
    currency_name: 'sum',
    ...overrides,
  };
}
