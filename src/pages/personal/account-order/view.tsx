import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { $order, $orderState, OrderDetails, OrderStatusLive } from '@/features/account';
import { isFinalOrderStatus } from '@/entities/order';
import { OrderNotificationsSwitch } from '@/features/order-notifications';
import { OrderCancel } from '@/features/account/index.order-cancel';
import { Stack } from 'design-system';
import { Head } from '@/shared/ui';

const titleMessage = defineMessage<{ number: string }>({
  id: 'account.orderPage.title',
  defaultMessage: 'Order {number} — Savat',
  description: 'Order details page title',
});
const messages = defineMessages({
  loadingTitle: {
    id: 'account.orderPage.loadingTitle',
    defaultMessage: 'Order — Savat',
    description: 'Order details page title before the order is loaded',
  },
  description: {
    id: 'account.orderPage.description',
    defaultMessage: 'The items, delivery, payment and status of your order.',
    description: 'Order details page meta description',
  },
});

export function AccountOrderView() {
  const intl = useIntl();
  const [order, state] = useUnit([$order, $orderState]);
  return (
    <>
      <Head
        title={
          order
            ? intl.formatMessage(titleMessage, { number: order.number })
            : intl.formatMessage(messages.loadingTitle)
        }
        description={intl.formatMessage(messages.description)}
        path={order ? `/account/orders/${order.id}` : '/account/orders'}
        noindex
      />
      <Stack space="lg">
        <OrderDetails />
        <OrderStatusLive screen="order" />
        {order && state === 'ready' && !isFinalOrderStatus(order.status) ? (
          <OrderNotificationsSwitch />
        ) : null}
        {order && state === 'ready' ? <OrderCancel order={order} /> : null}
      </Stack>
    </>
  );
}
