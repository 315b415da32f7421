import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { Button, Inline, Link, Price, QuantityStepper, Stack, Tag, Text } from 'design-system';
import type { Product } from '@/shared/api';
import { earlyAddAttribute, earlyAddOf } from '@/entities/cart';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { $quantity, $usdRate, addClicked, buyNowClicked, quantityChanged } from './model';
import * as styles from './buy-box.css';
import { stockState, usdCentsOf } from './offer';

const messages = defineMessages({
  outOfStock: {
    id: 'product.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Product stock state',
  },
  inStock: {
    id: 'product.inStock',
    defaultMessage: 'In stock',
    description: 'Product stock state',
  },
  addToCart: {
    id: 'product.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Product page button',
  },
  buyNow: {
    id: 'product.buyNow',
    defaultMessage: 'Buy in one click',
    description: 'Product page button: straight to checkout',
  },
  quantity: {
    id: 'product.quantity',
    defaultMessage: 'Quantity',
    description: 'Quantity stepper label',
  },
  variants: {
    id: 'product.variants',
    defaultMessage: 'Options',
    description: 'Product variants heading',
  },
});

const onlyLeft = defineMessage<{ count: number }>({
  id: 'product.onlyLeft',
  defaultMessage: 'Only {count} left',
  description: 'Low stock warning on the product page',
});

/**
 * What buying the product takes: its price (with the USD price), whether it is in stock, its
 * other options (size, weight…) and, when it is in stock, the quantity and the buttons. The
 * parts sit directly in the page's column, evenly spaced with the rest of it.
 */
export function BuyBox({ product }: { product: Product }) {
  const intl = useIntl();
  const [quantity, usdRate, locale] = useUnit([$quantity, $usdRate, $locale]);
  const [onQuantity, onAdd, onBuy] = useUnit([quantityChanged, addClicked, buyNowClicked]);
  const stock = stockState(product);
  const stockText =
    stock === 'out'
      ? intl.formatMessage(messages.outOfStock)
      : stock === 'low'
        ? intl.formatMessage(onlyLeft, { count: product.total_quanity })
        : intl.formatMessage(messages.inStock);

  return (
    <>
      <Price
        amount={product.price}
        oldAmount={product.old_price ?? undefined}
        usdCents={usdCentsOf(product.price, product.price_usd, usdRate)}
        unit={product.sold_by_weight ? 'kg' : 'piece'}
        size="large"
      />
      <Inline space="sm">
        <Tag tone={product.in_stock ? 'brand' : 'neutral'}>
          <span data-testid="stock-state">{stockText}</span>
        </Tag>
      </Inline>

      {product.variants.length > 1 ? (
        <Stack space="sm" as="nav" aria-label={intl.formatMessage(messages.variants)}>
          <Text weight="semibold">{intl.formatMessage(messages.variants)}</Text>
          <Inline space="sm" wrap>
            {product.variants.map((variant) => (
              <Link
                key={variant.slug}
                className={styles.variant}
                href={links.product(locale, variant.slug)}
                as={RouterLink}
                aria-current={variant.slug === product.slug ? 'page' : undefined}
                tone={variant.slug === product.slug ? 'neutral' : 'brand'}
              >
                {variant.label}
              </Link>
            ))}
          </Inline>
        </Stack>
      ) : null}

      {product.in_stock ? (
        <Stack space="md">
          <QuantityStepper
            value={quantity}
            onChange={onQuantity}
            unit={product.sold_by_weight ? 'gram' : 'piece'}
            min={product.step}
            max={product.total_quanity}
            step={product.step}
            label={intl.formatMessage(messages.quantity)}
          />
          <Inline space="md" wrap fill>
            <Button
              type="button"
              tone="primary"
              size="lg"
              onClick={() => onAdd()}
              // What a press adds, for the page before the app starts (features/cart/early-add.ts).
              {...{ [earlyAddAttribute]: earlyAddOf(product, quantity) }}
            >
              {intl.formatMessage(messages.addToCart)}
            </Button>
            <Button type="button" tone="neutral" size="lg" onClick={() => onBuy()}>
              {intl.formatMessage(messages.buyNow)}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </>
  );
}
