import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TrashIcon } from '../Icon';
import { Price } from '../Price';
import {
  pictureLoading,
  renderProductPicture,
  type ProductImage,
  type RenderProductImage,
} from '../private/ProductPicture';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import { QuantityStepper, type QuantityUnit } from '../QuantityStepper';
import * as styles from './CartLine.css';

const messages = defineMessages<{
  remove: { name: string };
  quantityOf: { name: string };
  lineTotal: { name: string };
}>({
  remove: {
    id: 'ds.cartLine.remove',
    defaultMessage: 'Remove {name} from the cart',
    description: 'Label of the remove button of a cart line',
  },
  quantityOf: {
    id: 'ds.cartLine.quantityOf',
    defaultMessage: 'Quantity of {name}',
    description: 'Accessible name of the quantity stepper of a cart line',
  },
  lineTotal: {
    id: 'ds.cartLine.lineTotal',
    defaultMessage: 'Total for {name}',
    description: 'Screen-reader label before the total price of a cart line',
  },
});

export type CartLineAttribute = { name: string; value: string };

/** Line total in whole sum: price × items, or price per kg × grams / 1000 by weight. */
export function cartLineTotal(unitPrice: number, quantity: number, unit: QuantityUnit): number {
  return unit === 'gram' ? Math.round((unitPrice * quantity) / 1000) : unitPrice * quantity;
}

export type CartLineProps = {
  name: string;
  href?: string;
  image: ProductImage;
  /** Chosen variant and other details: size, colour, fat content. */
  attributes?: readonly CartLineAttribute[];
  /** Price of one item, or of one kilogram when `unit` is `gram`. */
  unitPrice: number;
  oldUnitPrice?: number;
  quantity: number;
  unit?: QuantityUnit;
  step?: number;
  /** Available stock in items or grams. */
  stock?: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** A note under the line, e.g. "Quantity reduced to what is in stock". */
  note?: ReactNode;
  renderLink?: RenderLink;
  renderImage?: RenderProductImage;
  /** For the first lines of the cart page (the LCP image): loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

/** One product in the cart: image, name, details, unit price, stepper, line total, remove. */
export function CartLine({
  name,
  href,
  image,
  attributes = [],
  unitPrice,
  oldUnitPrice,
  quantity,
  unit = 'piece',
  step,
  stock,
  onQuantityChange,
  onRemove,
  note,
  renderLink = renderPlainLink,
  renderImage = renderProductPicture,
  priority = false,
  className,
}: CartLineProps) {
  const intl = useIntl();
  const total = cartLineTotal(unitPrice, quantity, unit);
  const oldTotal =
    oldUnitPrice !== undefined ? cartLineTotal(oldUnitPrice, quantity, unit) : undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.layout}>
        <div className={styles.media}>
          {renderImage({ image, className: styles.image, ...pictureLoading(priority) })}
        </div>
        <div className={styles.info}>
          <p className={styles.name}>
            {href ? renderLink({ href, className: styles.link, children: name }) : name}
          </p>
          {attributes.length > 0 ? (
            <dl className={styles.attributes}>
              {attributes.map((attribute) => (
                <div key={attribute.name} className={styles.attribute}>
                  <dt>{attribute.name}:</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <Price
            className={styles.unitPrice}
            amount={unitPrice}
            oldAmount={oldUnitPrice}
            unit={unit === 'gram' ? 'kg' : 'piece'}
            size="small"
          />
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        <div className={styles.controls}>
          <QuantityStepper
            className={styles.stepper}
            size="small"
            value={quantity}
            onChange={onQuantityChange}
            unit={unit}
            step={step}
            max={stock}
            label={intl.formatMessage(messages.quantityOf, { name })}
          />
          <div className={styles.total}>
            <span className={styles.totalLabel}>
              {intl.formatMessage(messages.lineTotal, { name })}
            </span>
            <Price amount={total} oldAmount={oldTotal} size="medium" />
          </div>
          <button
            type="button"
            className={styles.remove}
            aria-label={intl.formatMessage(messages.remove, { name })}
            onClick={onRemove}
          >
            <TrashIcon size="md" />
          </button>
        </div>
      </div>
    </div>
  );
}
