import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack, useQuantityText } from 'design-system';
import { $cart, cartLineUnit } from '@/entities/cart';
import { $adjustments, adjustmentsDismissed } from '../model/stock-check';
import { cartMessages } from './messages';

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
      title={intl.formatMessage(cartMessages.adjustedTitle)}
      action={
        <Button tone="neutral" size="sm" onClick={() => dismiss()}>
          {intl.formatMessage(cartMessages.adjustedDismiss)}
        </Button>
      }
    >
      <Stack as="ul" space="xs" style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {adjustments.map((adjustment) => (
          <li key={adjustment.product_id} data-testid="cart-adjustment">
            {adjustment.quantity > 0
              ? intl.formatMessage(cartMessages.adjustedLine, {
                  name: adjustment.name,
                  quantity: quantityText(
                    adjustment.quantity,
                    units.get(adjustment.product_id) ?? 'piece',
                  ),
                })
              : intl.formatMessage(cartMessages.adjustedRemoved, { name: adjustment.name })}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
