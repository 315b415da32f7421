import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Box,
  ButtonLink,
  CheckIcon,
  Heading,
  Inline,
  Stack,
  Text,
  formatMoney,
} from 'design-system';
import { formatDate } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { $confirmedOrder } from '../model/order';
import { windowTime } from './window-picker';

const confirmedMessagesPlain = defineMessages({
  title: {
    id: 'confirmed.title',
    defaultMessage: 'Order confirmed!',
    description: 'Confirmation page heading',
  },
  thanks: {
    id: 'confirmed.thanks',
    defaultMessage: 'Thank you for your order!',
    description: 'Confirmation page text',
  },
  toOrder: {
    id: 'confirmed.toOrder',
    defaultMessage: 'View the order',
    description: 'Link to the order in My orders',
  },
  toCatalog: {
    id: 'confirmed.toCatalog',
    defaultMessage: 'Continue shopping',
    description: 'Link back to the catalogue',
  },
});

const confirmedMessagesValued = {
  number: defineMessage<{ number: string }>({
    id: 'confirmed.number',
    defaultMessage: 'Order number: {number}',
    description: 'The confirmed order number',
  }),
  total: defineMessage<{ total: string }>({
    id: 'confirmed.total',
    defaultMessage: 'Total: {total}',
    description: 'The confirmed order total',
  }),
};

export const confirmedMessages = { ...confirmedMessagesPlain, ...confirmedMessagesValued };

const chosenWindowMessage = defineMessage<{ date: string; time: string }>({
  id: 'confirmed.window',
  defaultMessage: 'Delivery window: {date}, {time}',
  description: 'The chosen two-hour window on the confirmation',
});
const chosenPickupWindowMessage = defineMessage<{ date: string; time: string }>({
  id: 'confirmed.pickupWindow',
  defaultMessage: 'Pickup window: {date}, {time}',
  description: 'The chosen two-hour window to collect a pickup order, on the confirmation',
});

/** The purchase is done: the order number and where to follow it. */
export function OrderConfirmed({ number }: { number: string | null }) {
  const intl = useIntl();
  const [order, locale] = useUnit([$confirmedOrder, $locale]);
  const shown = order?.number ?? number;
  return (
    <Stack space="lg" align="center">
      <Box background="successSoft" borderRadius="full" padding="lg">
        <CheckIcon size="xl" />
      </Box>
      <Heading level={1} size="lg" align="center">
        {intl.formatMessage(confirmedMessages.title)}
      </Heading>
      <Text align="center">{intl.formatMessage(confirmedMessages.thanks)}</Text>
      {shown ? (
        <Text weight="bold" align="center" data-testid="order-number">
          {intl.formatMessage(confirmedMessages.number, { number: shown })}
        </Text>
      ) : null}
      {order ? (
        <Text tone="muted" align="center">
          {intl.formatMessage(confirmedMessages.total, { total: formatMoney(order.total, locale) })}
        </Text>
      ) : null}
      {order?.delivery.window ? (
        <Text align="center" data-testid="order-window">
          {intl.formatMessage(
            order.delivery.type === 'pickup' ? chosenPickupWindowMessage : chosenWindowMessage,
            {
              date: formatDate(intl, order.delivery.window.date),
              time: windowTime(order.delivery.window),
            },
          )}
        </Text>
      ) : null}
      <Inline space="md" align="center" fill>
        <ButtonLink
          href={order ? links.order(locale, order.id) : links.orders(locale)}
          as={RouterLink}
        >
          {intl.formatMessage(confirmedMessages.toOrder)}
        </ButtonLink>
        <ButtonLink href={links.catalog(locale)} as={RouterLink} tone="neutral">
          {intl.formatMessage(confirmedMessages.toCatalog)}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
