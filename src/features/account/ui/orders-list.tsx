import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonLink,
  EmptyState,
  Heading,
  Inline,
  Price,
  Skeleton,
  Stack,
  Text,
} from 'design-system';
import type { OrderSummary } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { RetryAlert } from '@/shared/ui';
import {
  $hasMoreOrders,
  $loadingOrders,
  $moreOrdersFailed,
  $orders,
  $ordersState,
  $ordersTotal,
  moreOrdersClicked,
  ordersRetryClicked,
} from '../model/orders';
import { formatTashkentDate, orderStatusMessages, orderStatusTones } from './order-texts';

const countMessage = defineMessage<{ count: number }>({
  id: 'account.orders.count',
  defaultMessage: '{count, plural, one {# order} other {# orders}}',
  description: 'How many orders the shopper has',
});

const numberMessage = defineMessage<{ number: string }>({
  id: 'account.orders.number',
  defaultMessage: 'Order {number}',
  description: 'An order in the list, by its number',
});

const linesMessage = defineMessage<{ count: number }>({
  id: 'account.orders.lines',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
  description: 'How many lines an order has',
});

const messages = defineMessages({
  title: { id: 'account.orders.title', defaultMessage: 'My orders', description: 'Heading' },
  more: {
    id: 'account.orders.more',
    defaultMessage: 'Show more',
    description: 'Loads the next page of orders',
  },
  moreFailed: {
    id: 'account.orders.moreFailed',
    defaultMessage: 'More orders could not be loaded. Try again.',
    description: 'Loading the next page of orders failed',
  },
  empty: {
    id: 'account.orders.empty',
    defaultMessage: 'You have no orders yet',
    description: 'Empty order history heading',
  },
  emptyText: {
    id: 'account.orders.emptyText',
    defaultMessage: 'Everything you order will be listed here.',
    description: 'Empty order history text',
  },
  shop: {
    id: 'account.orders.shop',
    defaultMessage: 'Go to the catalogue',
    description: 'Link from the empty order history',
  },
  failed: {
    id: 'account.orders.failed',
    defaultMessage: 'Your orders could not be loaded.',
    description: 'Loading the order list failed',
  },
  retry: { id: 'account.retry', defaultMessage: 'Try again', description: 'Retries a failed load' },
  loading: {
    id: 'account.orders.loading',
    defaultMessage: 'Loading your orders',
    description: 'Accessible label while the orders load',
  },
});

function OrderRow({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <Box
      as="li"
      padding="lg"
      borderRadius="md"
      background="surface"
      borderWidth="thin"
      borderStyle="solid"
      borderColor="border"
    >
      <Stack space="sm">
        <Inline space="sm" alignY="center" align="between">
          <RouterLink href={links.order(locale, order.id)}>
            <Text as="span" weight="semibold">
              {intl.formatMessage(numberMessage, { number: order.number })}
            </Text>
          </RouterLink>
          <Badge tone={orderStatusTones[order.status]}>
            {intl.formatMessage(orderStatusMessages[order.status])}
          </Badge>
        </Inline>
        <Inline space="sm" alignY="center" align="between">
          <Text as="span" size="sm" tone="muted">
            {formatTashkentDate(intl, order.created_at)} ·{' '}
            {intl.formatMessage(linesMessage, { count: order.lines_count })}
          </Text>
          <Price amount={order.total} size="small" />
        </Inline>
      </Stack>
    </Box>
  );
}

/** The shopper's orders, newest first, with "show more"; used in the account and the web view. */
export function OrdersList({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const intl = useIntl();
  const [orders, state, total, hasMore, loading, moreFailed, locale] = useUnit([
    $orders,
    $ordersState,
    $ordersTotal,
    $hasMoreOrders,
    $loadingOrders,
    $moreOrdersFailed,
    $locale,
  ]);
  const [showMore, retry] = useUnit([moreOrdersClicked, ordersRetryClicked]);

  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={headingLevel} size="lg">
          {intl.formatMessage(messages.title)}
        </Heading>
        {state === 'ready' && total > 0 ? (
          <Text tone="muted">{intl.formatMessage(countMessage, { count: total })}</Text>
        ) : null}
      </Stack>
      {state === 'idle' || state === 'loading' ? (
        <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
          <Stack space="md">
            <Skeleton shape="rectangle" height={88} />
            <Skeleton shape="rectangle" height={88} />
            <Skeleton shape="rectangle" height={88} />
          </Stack>
        </div>
      ) : null}
      {state === 'failed' ? (
        <RetryAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={retry}>
          {intl.formatMessage(messages.failed)}
        </RetryAlert>
      ) : null}
      {state === 'ready' && orders.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage(messages.empty)}
          text={intl.formatMessage(messages.emptyText)}
          action={
            <ButtonLink href={links.catalog(locale)} as={RouterLink} tone="primary">
              {intl.formatMessage(messages.shop)}
            </ButtonLink>
          }
        />
      ) : null}
      {orders.length > 0 ? (
        <Stack as="ul" role="list" space="md" padding="none" margin="none">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Stack>
      ) : null}
      {moreFailed ? <Alert tone="critical">{intl.formatMessage(messages.moreFailed)}</Alert> : null}
      {hasMore ? (
        <Button tone="neutral" loading={loading} onClick={() => showMore()} fullWidth>
          {intl.formatMessage(messages.more)}
        </Button>
      ) : null}
    </Stack>
  );
}
