import { OrdersScreen } from '@/features/account';

export function AccountOrdersView() {
  return <OrdersScreen path="/account/orders" />;
}
