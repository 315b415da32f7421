import { useStoreMap, useUnit } from 'effector-react';
import { ProductCard, Grid } from 'design-system';
import type { ProductSummary } from '@/shared/api';
import { links } from '@/shared/lib/links';
import {
  $cartQuantities,
  $locale,
  $runtimeConfig,
  addToCartClicked,
  cartQuantityChanged,
} from '@/shared/model';
import { toPicture } from './images';
import { renderRouterLink } from './router-link';

interface ProductTileProps {
  product: ProductSummary;
  headingLevel?: 2 | 3 | 4;
  /** The first tiles of a page: the image is the likely LCP element. */
  priority?: boolean;
}

const tileSizes = '(min-width: 1024px) 240px, 45vw';

/** A product card wired to the cart. */
export function ProductTile({ product, headingLevel = 3, priority = false }: ProductTileProps) {
  const [locale, config, add, change] = useUnit([
    $locale,
    $runtimeConfig,
    addToCartClicked,
    cartQuantityChanged,
  ]);
  // Only this product's quantity: a change to the cart re-renders the tiles whose count changed,
  // not every tile on the page.
  const quantityInCart = useStoreMap({
    store: $cartQuantities,
    keys: [product.id],
    fn: (quantities, [id]) => quantities[id] ?? 0,
  });
  const image = product.images[0];
  return (
    <ProductCard
      name={product.name}
      href={links.product(locale, product.slug)}
      image={
        image
          ? toPicture(image, config.apiUrl, tileSizes)
          : { src: '', alt: '', width: 1, height: 1 }
      }
      price={product.price}
      oldPrice={product.old_price ?? undefined}
      subtitle={product.brand?.name}
      unit={product.sold_by_weight ? 'gram' : 'piece'}
      step={product.step}
      stock={product.total_quanity}
      quantityInCart={quantityInCart}
      onAdd={() => add({ product, quantity: product.step })}
      onQuantityChange={(quantity) => change({ product, quantity })}
      headingLevel={headingLevel}
      renderLink={renderRouterLink}
      priority={priority}
    />
  );
}

/** A responsive grid of product cards. */
export function ProductGrid({
  products,
  priorityCount = 0,
  headingLevel = 2,
}: {
  products: readonly ProductSummary[];
  priorityCount?: number;
  /** The level of each product name: one below the section's heading. */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <Grid
      as="ul"
      role="list"
      columns={{ mobile: 2, tablet: 3, desktop: 4 }}
      space="lg"
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
