import { OrderStatusLive, OrdersScreen } from '@/features/account';
import { OrderNotificationsSwitch } from '@/features/order-notifications';
import { Stack } from 'design-system';

export function AccountOrdersView() {
  return (
    <Stack space="lg">
      <OrdersScreen path="/account/orders" />
      <OrderStatusLive screen="orders" />
      <OrderNotificationsSwitch />
    </Stack>
  );
}
