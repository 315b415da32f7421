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
import type { Order } from '@/shared/api';
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

interface OrderConfirmedProps {
  number: string | null;
  /** The order confirmed, when the page knows it; otherwise the one just placed in this tab. */
  order?: Order | null;
}

/** The purchase is done: the order number and where to follow it. */
export function OrderConfirmed({ number, order: known }: OrderConfirmedProps) {
  const intl = useIntl();
  const [placed, locale] = useUnit([$confirmedOrder, $locale]);
  const order = known === undefined ? placed : known;
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
