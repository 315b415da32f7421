import { useEffect, useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { CartIcon } from '../Icon';
import { Price } from '../Price';
import {
  pictureLoading,
  renderProductPicture,
  type ProductImage,
  type RenderProductImage,
} from '../private/ProductPicture';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import { QuantityStepper, useQuantityText, type QuantityUnit } from '../QuantityStepper';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './ProductCard.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const rootClass = cachedRecipe(styles.root);

const messages = defineMessages<{
  addToCart: NoMessageValues;
  outOfStock: NoMessageValues;
  onlyLeft: { amount: string };
  discount: { percent: number };
  quantityOf: { name: string };
}>({
  addToCart: {
    id: 'ds.productCard.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Button on a product card that puts the product into the cart',
  },
  outOfStock: {
    id: 'ds.productCard.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Badge and disabled button of a product that cannot be bought now',
  },
  onlyLeft: {
    id: 'ds.productCard.onlyLeft',
    defaultMessage: 'Only {amount} left',
    description: 'Badge of a product with little stock; amount is a number of items or a weight',
  },
  discount: {
    id: 'ds.productCard.discount',
    defaultMessage: '−{percent}%',
    description: 'Discount badge on a product image, e.g. −20%',
  },
  quantityOf: {
    id: 'ds.productCard.quantityOf',
    defaultMessage: 'Quantity of {name} in the cart',
    description: 'Accessible name of the quantity stepper on a product card',
  },
});

export const productCardHeadingLevels = [2, 3, 4] as const;
export type ProductCardHeadingLevel = (typeof productCardHeadingLevels)[number];

export type ProductCardProps = {
  name: string;
  href: string;
  image: ProductImage;
  /** Price in whole sum; per kilogram when `unit` is `gram`. */
  price: number;
  oldPrice?: number;
  /** Secondary line under the name: pack size, weight, brand. */
  subtitle?: ReactNode;
  /** `gram` for goods sold by weight: the stepper, stock and quantity are in grams. */
  unit?: QuantityUnit;
  /** Step of the stepper; defaults to 1 item or 100 g. */
  step?: number;
  /** Available stock in items or grams; unknown when absent. `0` means out of stock. */
  stock?: number;
  /** "Only N left" is shown at or below this stock (in items, or grams by weight). */
  lowStockThreshold?: number;
  /** How many are in the cart; the add button turns into a stepper when above zero. */
  quantityInCart?: number;
  onAdd: () => void;
  /** Data attributes of the add button, e.g. what a press adds for a script that runs before the app. */
  addButtonData?: Readonly<Record<`data-${string}`, string>>;
  /** New quantity from the stepper; `0` means remove from the cart. */
  onQuantityChange: (quantity: number) => void;
  /** Extra badges over the image ("New", "Halal"). */
  badges?: ReactNode;
  headingLevel?: ProductCardHeadingLevel;
  /** Renders the link around the name, e.g. the router's link. A plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Renders the image, e.g. through an image CDN. A `<picture>` with the sources by default. */
  renderImage?: RenderProductImage;
  /** For the first cards of a page (the LCP image): loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

export function ProductCard({
  name,
  href,
  image,
  price,
  oldPrice,
  subtitle,
  unit = 'piece',
  step,
  stock,
  lowStockThreshold = unit === 'gram' ? 1000 : 5,
  quantityInCart = 0,
  onAdd,
  addButtonData,
  onQuantityChange,
  badges,
  headingLevel = 3,
  renderLink = renderPlainLink,
  renderImage = renderProductPicture,
  priority = false,
  className,
}: ProductCardProps) {
  const intl = useIntl();
  const quantityText = useQuantityText();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = stock !== undefined && stock <= 0;
  const lowStock = !outOfStock && stock !== undefined && stock <= lowStockThreshold;
  const inCart = quantityInCart > 0 && !outOfStock;
  const discount =
    oldPrice !== undefined && oldPrice > price ? Math.round((1 - price / oldPrice) * 100) : 0;

  const actionsRef = useRef<HTMLDivElement>(null);
  const focusInActions = useRef(false);
  const previousInCart = useRef(inCart);
  useEffect(() => {
    // The add button and the stepper replace each other; keep keyboard focus on the new control.
    if (previousInCart.current === inCart) return;
    previousInCart.current = inCart;
    if (!focusInActions.current) return;
    const target = actionsRef.current?.querySelector<HTMLElement>(
      inCart ? '[role="spinbutton"]' : 'button',
    );
    target?.focus();
  }, [inCart]);

  return (
    <article
      className={[rootClass({ outOfStock }), className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      <div className={styles.media}>
        {renderImage({ image, className: styles.image, ...pictureLoading(priority) })}
        <div className={styles.badges}>
          {discount > 0 ? (
            <Badge tone="accent" size="small">
              {intl.formatMessage(messages.discount, { percent: discount })}
            </Badge>
          ) : null}
          {outOfStock ? (
            <Badge tone="neutral" size="small">
              {intl.formatMessage(messages.outOfStock)}
            </Badge>
          ) : null}
          {lowStock ? (
            <Badge tone="caution" size="small">
              {intl.formatMessage(messages.onlyLeft, { amount: quantityText(stock, unit) })}
            </Badge>
          ) : null}
          {badges}
        </div>
      </div>
      <div className={styles.body}>
        <Price
          amount={price}
          oldAmount={oldPrice}
          unit={unit === 'gram' ? 'kg' : 'piece'}
          size="medium"
        />
        <Heading className={styles.name} id={nameId}>
          {renderLink({ href, className: styles.link, children: name })}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <div
        ref={actionsRef}
        className={styles.actions}
        onFocus={() => {
          focusInActions.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            focusInActions.current = false;
          }
        }}
      >
        {outOfStock ? (
          <Button tone="neutral" fullWidth disabled aria-describedby={nameId}>
            {intl.formatMessage(messages.outOfStock)}
          </Button>
        ) : inCart ? (
          <QuantityStepper
            className={styles.stepper}
            value={quantityInCart}
            onChange={onQuantityChange}
            unit={unit}
            step={step}
            min={0}
            max={stock}
            label={intl.formatMessage(messages.quantityOf, { name })}
          />
        ) : (
          <Button
            tone="primary"
            fullWidth
            icon={CartIcon}
            aria-describedby={nameId}
            onClick={onAdd}
            {...addButtonData}
          >
            {intl.formatMessage(messages.addToCart)}
          </Button>
        )}
      </div>
    </article>
  );
}
