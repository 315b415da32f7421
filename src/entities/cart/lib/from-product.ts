import type { ProductSummary } from '@/shared/api';
import { narrowestRendition } from '@/shared/lib/images';
import type { CartItem } from './cart-item';
import { stockLimit } from './cart-rules';
import type { EarlyAdd } from './early-add';

/**
 * A cart line keeps one address for its photo, shown at most 88 CSS pixels wide: a rendition
 * 320 pixels wide stays sharp on a screen of three device pixels per CSS pixel.
 */
const cartThumbnailWidth = 320;

/** A cart line for a catalogue product. */
export function cartItemFromProduct(product: ProductSummary, quantity: number): CartItem {
  return {
    product_id: product.id,
    name: product.name,
    img_url: product.images[0] ? narrowestRendition(product.images[0], cartThumbnailWidth) : '',
    quantity,
    attributes: {},
    price: product.price,
    slug: product.slug,
    mxit: product.mxit,
    mxit_unit: product.mxit_unit,
    weight: product.weight,
    currency_name: product.currency_name,
  };
}

/** The `data-cart-add` of a button that adds `quantity` of the product (see ./early-add.ts). */
export function earlyAddOf(product: ProductSummary, quantity: number): string {
  const add: EarlyAdd = {
    line: cartItemFromProduct(product, quantity),
    limit: stockLimit(product),
  };
  return JSON.stringify(add);
}
