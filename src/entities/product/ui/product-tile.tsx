import { memo, type ComponentType } from 'react';
import { useUnit } from 'effector-react';
import { ProductCard, Grid } from 'design-system';
import type { ProductSummary } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { DeferredHydration, renderRouterLink, toPicture } from '@/shared/ui';

/** What a grid tells each of its tiles. */
export interface ProductTilePlace {
  product: ProductSummary;
  headingLevel?: 2 | 3 | 4;
  /** The first tiles of a page: the image is the likely LCP element. */
  priority?: boolean;
}

export interface ProductTileProps extends ProductTilePlace {
  /** Units (or grams) of this product in the shopper's cart. */
  quantityInCart: number;
  onAdd: () => void;
  /** Data attributes of the add button (see `ProductCard`). */
  addButtonData?: Readonly<Record<`data-${string}`, string>>;
  onQuantityChange: (quantity: number) => void;
}

/**
 * How wide a tile's picture shows (its grid has 2, 3 and 4 columns on a phone, a tablet and a
 * desktop): the widest it is on any page at each width, so that the browser picks the smallest
 * variant that stays sharp (a phone 412 px wide takes the 320 px one, not the 640 px one).
 * `e2e/product-cards.spec.ts` checks it against the pictures' width on screen.
 */
const tileSizes =
  '(min-width: 1200px) 266px, (min-width: 768px) calc(33.3vw - 53px), calc(50vw - 42px)';

/** A product as a catalogue shows it: picture, name, price and what the cart control passes in. */
export function ProductTile({
  product,
  headingLevel = 3,
  priority = false,
  quantityInCart,
  onAdd,
  addButtonData,
  onQuantityChange,
}: ProductTileProps) {
  const [locale, config] = useUnit([$locale, $runtimeConfig]);
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
      onAdd={onAdd}
      addButtonData={addButtonData}
      onQuantityChange={onQuantityChange}
      headingLevel={headingLevel}
      renderLink={renderRouterLink}
      priority={priority}
    />
  );
}

/**
 * One card of a grid, drawn again only when its own product or place changes: the page around a
 * grid renders again for things that are no card's (the filter sheet opened, the address
 * changed, the next page added under the shown ones), and 48 cards each time made a phone miss
 * the frame that answers the press. A card follows the cart on its own (`useCartQuantity`).
 */
const GridTile = memo(function GridTile({
  tile: Tile,
  ...place
}: ProductTilePlace & { tile: ComponentType<ProductTilePlace> }) {
  return <Tile {...place} />;
});

/** A responsive grid of product cards, each drawn by `tile` (the page's choice of cart control). */
export function ProductGrid({
  products,
  tile,
  priorityCount = 0,
  headingLevel = 2,
}: {
  products: readonly ProductSummary[];
  /** A product tile with the page's cart control. */
  tile: ComponentType<ProductTilePlace>;
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
          {/* Each card hydrates on its own, after the page around it or as soon as it is used. */}
          <DeferredHydration>
            <GridTile
              tile={tile}
              product={product}
              priority={index < priorityCount}
              headingLevel={headingLevel}
            />
          </DeferredHydration>
        </li>
      ))}
    </Grid>
  );
}
