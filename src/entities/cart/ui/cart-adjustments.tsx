import { useUnit } from 'effector-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Alert, Button, Stack, useQuantityText } from 'design-system';
import { cartLineUnit } from '../lib/cart-item';
import { $cart } from '../model/cart';
import { $adjustments, adjustmentsDismissed } from '../model/stock-check';

const messages = defineMessages<{
  adjustedTitle: NoMessageValues;
  adjustedLine: { name: string; quantity: string };
  adjustedRemoved: { name: string };
  adjustedDismiss: NoMessageValues;
}>({
  adjustedTitle: {
    id: 'cart.adjustedTitle',
    defaultMessage: 'Some items were adjusted to available stock',
    description: 'Title of the notice listing cart lines the stock check changed',
  },
  adjustedLine: {
    id: 'cart.adjustedLine',
    defaultMessage: '{name}: quantity changed to {quantity}',
    description:
      'One product whose cart quantity was lowered to the stock; quantity is e.g. 3 or 750 g',
  },
  adjustedRemoved: {
    id: 'cart.adjustedRemoved',
    defaultMessage: '{name}: out of stock, removed from the cart',
    description: 'One product the stock check removed from the cart',
  },
  adjustedDismiss: {
    id: 'cart.adjustedDismiss',
    defaultMessage: 'Got it',
    description: 'Button that hides the notice about adjusted cart lines',
  },
});

/** What the last cart check changed: one sentence per product, until the shopper dismisses it. */
export function CartAdjustments() {
  const intl = useIntl();
  const quantityText = useQuantityText();
  const [adjustments, cart, dismiss] = useUnit([$adjustments, $cart, adjustmentsDismissed]);
  if (adjustments.length === 0) return null;
  const units = new Map(cart.map((line) => [line.product_id, cartLineUnit(line)]));
  return (
    <Alert
      tone="caution"
      live
      title={intl.formatMessage(messages.adjustedTitle)}
      action={
        <Button tone="neutral" size="sm" onClick={() => dismiss()}>
          {intl.formatMessage(messages.adjustedDismiss)}
        </Button>
      }
    >
      <Stack as="ul" space="xs" style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {adjustments.map((adjustment) => (
          <li key={adjustment.product_id} data-testid="cart-adjustment">
            {adjustment.quantity > 0
              ? intl.formatMessage(messages.adjustedLine, {
                  name: adjustment.name,
                  quantity: quantityText(
                    adjustment.quantity,
                    units.get(adjustment.product_id) ?? 'piece',
                  ),
                })
              : intl.formatMessage(messages.adjustedRemoved, { name: adjustment.name })}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
