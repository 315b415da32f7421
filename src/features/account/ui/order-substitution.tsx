import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Stack, Text } from 'design-system';
import type { Order, Substitution } from '@/shared/api';
import { OrderSection } from './order-section';

const title = defineMessage({
  id: 'account.order.substitution.title',
  defaultMessage: 'If an item is missing',
  description: 'Heading of the order’s choice of what the picker does when an item is missing',
});
const choiceMessages = defineMessages<Substitution>({
  replace: {
    id: 'account.order.substitution.replace',
    defaultMessage: 'Replace it with a similar one',
    description: 'The order’s substitution choice: a similar product is put in',
  },
  call: {
    id: 'account.order.substitution.call',
    defaultMessage: 'Call me',
    description: 'The order’s substitution choice: the picker calls the shopper',
  },
  remove: {
    id: 'account.order.substitution.remove',
    defaultMessage: 'Remove it from the order',
    description: 'The order’s substitution choice: the missing item is left out',
  },
});
const lineMessage = defineMessage<{ name: string; choice: string }>({
  id: 'account.order.substitution.line',
  defaultMessage: '{name}: {choice}',
  description: 'An item of the order with its own substitution choice',
});

/** What the picker does when an item is missing, as the order was placed; nothing when none was chosen. */
export function OrderSubstitution({ order }: { order: Order }) {
  const intl = useIntl();
  const own = order.lines.filter(
    (line) => line.substitution !== undefined && line.substitution !== order.substitution,
  );
  if (order.substitution === undefined && own.length === 0) return null;
  return (
    <OrderSection title={intl.formatMessage(title)} id="order-substitution-title">
      {order.substitution ? (
        <Text weight="medium">{intl.formatMessage(choiceMessages[order.substitution])}</Text>
      ) : null}
      {own.length > 0 ? (
        <Stack as="ul" space="xxs" padding="none" margin="none">
          {own.map((line) => (
            <Text as="li" size="sm" key={line.product_id}>
              {intl.formatMessage(lineMessage, {
                name: line.name,
                choice: intl.formatMessage(choiceMessages[line.substitution!]),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </OrderSection>
  );
}
