import { useUnit } from 'effector-react';
import {
  addToCartClicked,
  cartQuantityChanged,
  earlyAddAttribute,
  earlyAddOf,
  useCartQuantity,
} from '@/entities/cart';
import { ProductTile, type ProductTilePlace } from '@/entities/product';

/** A product card with the cart's control: add, then step the quantity. */
export function CartProductTile({ product, headingLevel, priority }: ProductTilePlace) {
  const [add, change] = useUnit([addToCartClicked, cartQuantityChanged]);
  // Only this product's quantity: a change to the cart re-renders the tiles whose count changed,
  // not every tile on the page; as the server drew it while the tile hydrates.
  const quantityInCart = useCartQuantity(product.id);
  return (
    <ProductTile
      product={product}
      headingLevel={headingLevel}
      priority={priority}
      quantityInCart={quantityInCart}
      onAdd={() => add({ product, quantity: product.step })}
      // What a press adds, for the page before the app starts (features/cart/early-add.ts).
      addButtonData={{ [earlyAddAttribute]: earlyAddOf(product, product.step) }}
      onQuantityChange={(quantity) => change({ product, quantity })}
    />
  );
}
