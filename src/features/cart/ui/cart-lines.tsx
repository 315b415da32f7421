import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
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
 *
 * Removing a line takes its remove button out of the page: the focus then moves to the remove
 * button of the line that took its place (or of the new last line), so a keyboard or
 * screen-reader shopper is not dropped to the top of the document.
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
  const listId = useId();
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const list = document.getElementById(listId);
    if (!list || list.children.length === 0) return;
    const focused = document.activeElement;
    // Only when the focus went with the removed line (not when the shopper moved on meanwhile).
    // Its effects run as the click's render ends, before the mini-cart's dialog would take it.
    if (focused && focused !== document.body && focused.isConnected) return;
    // The remove button is the last button of a line (design-system CartLine).
    const buttons =
      list.children[Math.min(index, list.children.length - 1)]!.querySelectorAll('button');
    buttons[buttons.length - 1]?.focus();
  }, [cart, listId]);
  return (
    <Stack
      as="ul"
      id={listId}
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
              onRemove={() => {
                removedAt.current = index;
                remove(line.product_id);
              }}
              renderLink={renderRouterLink}
              priority={index < priorityCount}
            />
          </li>
        );
      })}
    </Stack>
  );
}
