import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  formatKilograms,
  formatMoney,
  formatPhone,
  Heading,
  Inline,
  Link,
  OrderStatus,
  Skeleton,
  Stack,
  Text,
  type OrderStatusValue,
} from 'design-system';
import type { Order, OrderLine } from '@/shared/api';
import { formatDate } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { RetryAlert } from '@/shared/ui';
import { cityName, unbrokenPhone } from '../lib/order-details-format';
import { orderTimelineOf } from '../lib/timeline';
import {
  $buyAgainFailed,
  $buyingAgain,
  $order,
  $orderState,
  buyAgainClicked,
  orderRetryClicked,
} from '../model/order';
import {
  deliveryTypeMessages,
  formatTashkentDateTime,
  orderStatusMessages,
  orderStatusTones,
  paymentStatusMessages,
  paymentTypeMessages,
} from './order-texts';
import * as styles from './order-details.css';
import { OrderSection as Section } from './order-section';
import { OrderSubstitution } from './order-substitution';

const titleMessage = defineMessage<{ number: string }>({
  id: 'account.order.title',
  defaultMessage: 'Order {number}',
  description: 'Order details heading',
});
const placedMessage = defineMessage<{ date: string }>({
  id: 'account.order.placed',
  defaultMessage: 'Placed {date}',
  description: 'When the order was placed',
});
const piecesMessage = defineMessage<{ count: number }>({
  id: 'account.order.pieces',
  defaultMessage: '{count} pcs',
  description: 'Quantity of an order line counted in pieces',
});
const kilogramsMessage = defineMessage<{ amount: string }>({
  id: 'account.order.kilograms',
  defaultMessage: '{amount} kg',
  description: 'Quantity of an order line sold by weight',
});
/** The parts of a delivery address after the street, in the order of the specification’s labels. */
const addressPartMessages = {
  flat: defineMessage<{ value: string }>({
    id: 'account.order.flat',
    defaultMessage: 'flat {value}',
    description: 'The flat of a delivery address, as typed',
  }),
  intercom: defineMessage<{ value: string }>({
    id: 'account.order.intercom',
    defaultMessage: 'intercom {value}',
    description: 'The intercom code of a delivery address, as typed (e.g. 12K)',
  }),
  entrance: defineMessage<{ value: string }>({
    id: 'account.order.entrance',
    defaultMessage: 'entrance {value}',
    description: 'The entrance of a delivery address, as typed',
  }),
  floor: defineMessage<{ value: string }>({
    id: 'account.order.floor',
    defaultMessage: 'floor {value}',
    description: 'The floor of a delivery address, as typed',
  }),
};
const addressParts = ['flat', 'intercom', 'entrance', 'floor'] as const;
const windowMessage = defineMessage<{ date: string; from: string; to: string }>({
  id: 'account.order.windowTime',
  defaultMessage: '{date}, {from}–{to}',
  description: 'The chosen two-hour delivery or pickup window: its day and hours',
});
const cardMessage = defineMessage<{ card: string }>({
  id: 'account.order.card',
  defaultMessage: 'Card {card}',
  description: 'The saved card an order was paid with',
});

const messages = defineMessages({
  back: {
    id: 'account.order.back',
    defaultMessage: 'All orders',
    description: 'Link from order details to the list',
  },
  heading: {
    id: 'account.order.heading',
    defaultMessage: 'Order',
    description:
      'Order details heading while the order is loading or could not be loaded (its number is not known yet)',
  },
  status: { id: 'account.order.status', defaultMessage: 'Status', description: 'Section heading' },
  items: { id: 'account.order.items', defaultMessage: 'Items', description: 'Section heading' },
  delivery: {
    id: 'account.order.delivery',
    defaultMessage: 'Delivery',
    description: 'Section heading',
  },
  payment: {
    id: 'account.order.payment',
    defaultMessage: 'Payment',
    description: 'Section heading',
  },
  receiver: {
    id: 'account.order.receiver',
    defaultMessage: 'Receiver',
    description: 'Label of the person receiving the order',
  },
  store: { id: 'account.order.store', defaultMessage: 'Store', description: 'Pickup store label' },
  deliveryWindow: {
    id: 'account.order.deliveryWindow',
    defaultMessage: 'Delivery window',
    description: 'Label of the two-hour window a courier comes in',
  },
  pickupWindow: {
    id: 'account.order.pickupWindow',
    defaultMessage: 'Pickup window',
    description: 'Label of the two-hour window a pickup order can be collected in',
  },
  address: {
    id: 'account.order.address',
    defaultMessage: 'Address',
    description: 'Delivery address label',
  },
  expressNote: {
    id: 'account.order.expressNote',
    defaultMessage: 'The price of express delivery is shown in the taxi service’s app.',
    description: 'Express delivery is paid to the third-party taxi service',
  },
  subtotal: { id: 'account.order.subtotal', defaultMessage: 'Items', description: 'Totals row' },
  deliveryFee: {
    id: 'account.order.deliveryFee',
    defaultMessage: 'Delivery',
    description: 'Totals row',
  },
  free: { id: 'account.order.free', defaultMessage: 'Free', description: 'Delivery costs nothing' },
  inTaxiApp: {
    id: 'account.order.inTaxiApp',
    defaultMessage: 'In the taxi app',
    description: 'Express delivery fee is paid in the taxi service’s app',
  },
  total: { id: 'account.order.total', defaultMessage: 'Total', description: 'Totals row' },
  buyAgain: {
    id: 'account.order.buyAgain',
    defaultMessage: 'Buy again',
    description: 'Adds the order’s items to the cart',
  },
  buyAgainFailed: {
    id: 'account.order.buyAgainFailed',
    defaultMessage: 'The items could not be added to the cart. Try again.',
    description: 'Buy again failed',
  },
  failed: {
    id: 'account.order.failed',
    defaultMessage: 'The order could not be loaded.',
    description: 'Loading order details failed',
  },
  retry: { id: 'account.retry', defaultMessage: 'Try again', description: 'Retries a failed load' },
  loading: {
    id: 'account.order.loading',
    defaultMessage: 'Loading the order',
    description: 'Accessible label while the order loads',
  },
});

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Inline space="md" align="between" alignY="baseline" wrap={false}>
      <Text as="span" tone="muted">
        {label}
      </Text>
      <Text as="span" weight="medium" align="end" className={styles.typedText}>
        {children}
      </Text>
    </Inline>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  const quantity = line.sold_by_weight
    ? intl.formatMessage(kilogramsMessage, {
        amount: formatKilograms(line.quantity, locale),
      })
    : intl.formatMessage(piecesMessage, { count: line.quantity });
  return (
    <Box as="li" display="flex" gap="md" alignItems="center">
      <img
        src={line.img_url}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
      />
      <Stack space="xxs" flexGrow="1" minWidth="0">
        <RouterLink href={links.product(locale, line.slug)}>
          <Text as="span" maxLines={2}>
            {line.name}
          </Text>
        </RouterLink>
        <Text as="span" size="sm" tone="muted">
          {quantity} × {formatMoney(line.price, locale)}
        </Text>
      </Stack>
      <Text as="span" weight="semibold" tabularNumbers>
        {formatMoney(line.line_total, locale)}
      </Text>
    </Box>
  );
}

/** The top of an order's screen: the way back to the list over its heading (`children`). */
function OrderHeader({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <Stack space="sm">
      <Link href={links.orders(locale)} as={RouterLink}>
        {intl.formatMessage(messages.back)}
      </Link>
      {children}
    </Stack>
  );
}

/** One order: status timeline, items, delivery, payment, totals and "buy again". */
export function OrderDetailsView({ order }: { order: Order }) {
  const intl = useIntl();
  const [locale, buyingAgain, buyAgainFailed, buyAgain] = useUnit([
    $locale,
    $buyingAgain,
    $buyAgainFailed,
    buyAgainClicked,
  ]);
  const timeline = orderTimelineOf(order);
  const times: Partial<Record<OrderStatusValue, string>> = {};
  for (const [step, at] of Object.entries(timeline.reachedAt)) {
    times[step as OrderStatusValue] = formatTashkentDateTime(intl, at);
  }
  const { delivery } = order;
  const dash = '—';
  const addressDetails = addressParts
    .flatMap((part) => {
      const value = delivery[part]?.trim();
      // A part stays on one line ("floor 7"); lines break between parts.
      return value
        ? [intl.formatMessage(addressPartMessages[part], { value }).replace(/ /g, '\u00a0')]
        : [];
    })
    .join(', ');
  const city = delivery.city ? cityName(delivery.region, delivery.city, locale) : '';

  return (
    <Stack space="xl">
      <OrderHeader>
        <Inline space="md" alignY="center">
          <Heading level={1} size="lg">
            {intl.formatMessage(titleMessage, { number: order.number })}
          </Heading>
          <Badge tone={orderStatusTones[order.status]}>
            {intl.formatMessage(orderStatusMessages[order.status])}
          </Badge>
        </Inline>
        <Text tone="muted">
          {intl.formatMessage(placedMessage, {
            date: formatTashkentDateTime(intl, order.created_at),
          })}
        </Text>
      </OrderHeader>

      <Section title={intl.formatMessage(messages.status)}>
        <OrderStatus
          status={timeline.status}
          payment={timeline.payment}
          cancelledAfter={timeline.cancelledAfter}
          times={times}
          labels={{
            on_the_way:
              delivery.type === 'pickup'
                ? intl.formatMessage(orderStatusMessages.ready_for_pickup)
                : intl.formatMessage(orderStatusMessages.in_delivery),
            delivered: intl.formatMessage(orderStatusMessages.completed),
            awaiting_payment: intl.formatMessage(paymentStatusMessages.unpaid),
          }}
        />
      </Section>

      <Section title={intl.formatMessage(messages.items)}>
        <Stack as="ul" role="list" space="md" padding="none" margin="none">
          {order.lines.map((line) => (
            <LineRow key={line.product_id} line={line} />
          ))}
        </Stack>
        <Divider />
        <Stack space="xs">
          <Row label={intl.formatMessage(messages.subtotal)}>
            {formatMoney(order.subtotal, locale)}
          </Row>
          <Row label={intl.formatMessage(messages.deliveryFee)}>
            {order.delivery_fee === null
              ? intl.formatMessage(messages.inTaxiApp)
              : order.delivery_fee === 0
                ? intl.formatMessage(messages.free)
                : formatMoney(order.delivery_fee, locale)}
          </Row>
          <Row label={<strong>{intl.formatMessage(messages.total)}</strong>}>
            <strong>{formatMoney(order.total, locale)}</strong>
          </Row>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.delivery)}>
        <Text weight="medium">{intl.formatMessage(deliveryTypeMessages[delivery.type])}</Text>
        {delivery.type === 'pickup' ? (
          <Row label={intl.formatMessage(messages.store)}>{delivery.store_name ?? dash}</Row>
        ) : (
          <Stack space="xxs">
            <Text tone="muted" size="sm">
              {intl.formatMessage(messages.address)}
            </Text>
            <Text className={styles.typedText}>
              {[city, delivery.address].filter(Boolean).join(', ')}
            </Text>
            {addressDetails ? (
              <Text size="sm" className={styles.typedText}>
                {addressDetails}
              </Text>
            ) : null}
            {delivery.address_comment ? (
              <Text size="sm" tone="muted" className={styles.typedText}>
                {delivery.address_comment}
              </Text>
            ) : null}
          </Stack>
        )}
        {delivery.window ? (
          <Row
            label={intl.formatMessage(
              delivery.type === 'pickup' ? messages.pickupWindow : messages.deliveryWindow,
            )}
          >
            <span data-testid="order-window">
              {intl.formatMessage(windowMessage, {
                date: formatDate(intl, delivery.window.date),
                from: delivery.window.starts_at,
                to: delivery.window.ends_at,
              })}
            </span>
          </Row>
        ) : null}
        {delivery.type === 'express' ? (
          <Text size="sm" tone="muted">
            {intl.formatMessage(messages.expressNote)}
          </Text>
        ) : null}
        <Row label={intl.formatMessage(messages.receiver)}>
          {order.receiver.name} {order.receiver.surname},{' '}
          {unbrokenPhone(formatPhone(order.receiver.phone))}
        </Row>
      </Section>

      <OrderSubstitution order={order} />

      <Section title={intl.formatMessage(messages.payment)}>
        <Text weight="medium">{intl.formatMessage(paymentTypeMessages[order.payment_type])}</Text>
        {order.card ? (
          <Text size="sm">
            {intl.formatMessage(cardMessage, { card: order.card.masked_number })}
          </Text>
        ) : null}
        <Text size="sm" tone="muted">
          {intl.formatMessage(paymentStatusMessages[order.payment_status])}
        </Text>
      </Section>

      {buyAgainFailed ? (
        <Alert tone="critical">{intl.formatMessage(messages.buyAgainFailed)}</Alert>
      ) : null}
      <Button tone="primary" size="lg" loading={buyingAgain} onClick={() => buyAgain()} fullWidth>
        {intl.formatMessage(messages.buyAgain)}
      </Button>
    </Stack>
  );
}

/**
 * The order details screen: loading, failure with a retry, or the order. Before the order is
 * there (also in the server's page, which never has it) the screen has its heading and the way
 * back to the list.
 */
export function OrderDetails() {
  const intl = useIntl();
  const [order, state, retry] = useUnit([$order, $orderState, orderRetryClicked]);
  if (order && state === 'ready') return <OrderDetailsView order={order} />;
  return (
    <Stack space="xl">
      <OrderHeader>
        <Heading level={1} size="lg">
          {intl.formatMessage(messages.heading)}
        </Heading>
      </OrderHeader>
      {state === 'failed' ? (
        <RetryAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={retry}>
          {intl.formatMessage(messages.failed)}
        </RetryAlert>
      ) : (
        <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
          <Stack space="lg">
            <Skeleton shape="rectangle" height={240} />
            <Skeleton shape="rectangle" height={160} />
          </Stack>
        </div>
      )}
    </Stack>
  );
}
