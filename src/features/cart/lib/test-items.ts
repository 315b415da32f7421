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
    mxit: 1,
    mxit_unit: 'dona',
    weight: 0.5,
    currency_name: 'UZS',
    ...overrides,
  };
}
