import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { CartLine, Stack } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { renderRouterLink } from '@/shared/ui';
import { cartLineUnit, $cart, quantityChanged, removedFromCart } from '@/entities/cart';
import { $lineLimits } from '../model/limits';
import { cartLineImage } from './line-image';
import { cartMessages } from './messages';

/**
 * The cart's lines in the order they were added; keyed by product so that changing one line
 * never moves or re-creates another. The images of the first `priorityCount` lines load eagerly
 * with high priority: on the cart page they are the largest content a phone shows first.
 */
export function CartLines({ priorityCount = 0 }: { priorityCount?: number }) {
  const intl = useIntl();
  const [cart, limits, locale, config, changeQuantity, remove] = useUnit([
    $cart,
    $lineLimits,
    $locale,
    $runtimeConfig,
    quantityChanged,
    removedFromCart,
  ]);
  return (
    <Stack
      as="ul"
      space="md"
      aria-label={intl.formatMessage(cartMessages.lines)}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="cart-lines"
    >
      {cart.map((line, index) => {
        const limit = limits[line.product_id];
        return (
          <li key={line.product_id} data-testid="cart-line" data-slug={line.slug}>
            <CartLine
              name={line.name}
              href={line.slug ? links.product(locale, line.slug) : undefined}
              image={cartLineImage(line, config.apiUrl)}
              attributes={Object.entries(line.attributes).map(([name, value]) => ({
                name,
                value,
              }))}
              unitPrice={line.price}
              quantity={line.quantity}
              unit={cartLineUnit(line)}
              step={limit?.step}
              stock={limit ? Math.max(limit.stock, 0) : undefined}
              onQuantityChange={(quantity) =>
                changeQuantity({ productId: line.product_id, quantity })
              }
              onRemove={() => remove(line.product_id)}
              renderLink={renderRouterLink}
              priority={index < priorityCount}
            />
          </li>
        );
      })}
    </Stack>
  );
}
