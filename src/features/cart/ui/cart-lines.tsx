import { useUnit } from 'effector-react';
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { focusIsLost, CartLine, Stack, useQuantityText } from 'design-system';
import { links } from '@/shared/lib/links';
import type { Locale } from '@/shared/i18n';
import { $locale, $runtimeConfig } from '@/shared/model';
import { renderRouterLink } from '@/shared/ui';
import {
  cartLineUnit,
  $cart,
  quantityChanged,
  removedFromCart,
  type CartItem,
} from '@/entities/cart';
import { $lineLimits, type LineLimit } from '../model/limits';
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
 *
 * Each change the shopper makes here (a quantity stepped or typed, a line removed) is told by
 * `announce` as a sentence for screen readers, for a live region that the place showing the lines
 * keeps outside them (design-system `useLiveAnnouncement`): the list itself goes when the cart is emptied.
 */
export function CartLines({
  priorityCount = 0,
  announce,
}: {
  priorityCount?: number;
  announce: (text: string) => void;
}) {
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
  const noteRemoved = useCallback((index: number) => {
    removedAt.current = index;
  }, []);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const list = document.getElementById(listId);
    if (!list || list.children.length === 0) return;
    // Only when the focus went with the removed line (not when the shopper moved on meanwhile).
    // Its effects run as the click's render ends, before the mini-cart's dialog would take it.
    if (!focusIsLost()) return;
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
      {cart.map((line, index) => (
        <Line
          key={line.product_id}
          line={line}
          index={index}
          limit={limits[line.product_id]}
          priority={index < priorityCount}
          locale={locale}
          apiUrl={config.apiUrl}
          changeQuantity={changeQuantity}
          remove={remove}
          announce={announce}
          noteRemoved={noteRemoved}
        />
      ))}
    </Stack>
  );
}

/**
 * One line of the list. Drawn again only when its own line, limit or place changes (a line's
 * object stays the same while another line changes), so stepping one line of a long cart draws
 * that line alone.
 */
const Line = memo(function Line({
  line,
  index,
  limit,
  priority,
  locale,
  apiUrl,
  changeQuantity,
  remove,
  announce,
  noteRemoved,
}: {
  line: CartItem;
  index: number;
  limit: LineLimit | undefined;
  priority: boolean;
  locale: Locale;
  apiUrl: string;
  changeQuantity: (change: { productId: number; quantity: number }) => void;
  remove: (productId: number) => void;
  announce: (text: string) => void;
  noteRemoved: (index: number) => void;
}) {
  const intl = useIntl();
  const quantityText = useQuantityText();
  const stock = limit ? Math.max(limit.stock, 0) : undefined;
  const unit = cartLineUnit(line);
  return (
    <li data-testid="cart-line" data-slug={line.slug}>
      <CartLine
        name={line.name}
        href={line.slug ? links.product(locale, line.slug) : undefined}
        image={cartLineImage(line, apiUrl)}
        attributes={Object.entries(line.attributes).map(([name, value]) => ({
          name,
          value,
        }))}
        unitPrice={line.price}
        quantity={line.quantity}
        unit={unit}
        step={limit?.step}
        stock={stock}
        onQuantityChange={(quantity) => {
          changeQuantity({ productId: line.product_id, quantity });
          // The stepper stops at the stock: the shopper is told that there is no more.
          const message =
            stock !== undefined && quantity >= stock
              ? cartMessages.announceStockLimit
              : cartMessages.announceQuantity;
          announce(
            intl.formatMessage(message, {
              name: line.name,
              unit,
              amount: quantityText(quantity, unit),
            }),
          );
        }}
        onRemove={() => {
          noteRemoved(index);
          remove(line.product_id);
          announce(intl.formatMessage(cartMessages.announceRemoved, { name: line.name }));
        }}
        renderLink={renderRouterLink}
        priority={priority}
      />
    </li>
  );
});
