export { $profileForm, profileOpened, saveProfileFx } from './model/profile';
export { $photoError } from './model/photo';
export { $orders, $ordersState, $ordersTotal, ordersListOpened } from './model/orders';
export {
  $order,
  $orderState,
  buyAgainItemsFx,
  loadOrderFx,
  orderOpened,
  orderRetryClicked,
} from './model/order';
export { navigateFx } from './model/navigation';
export { $watchedScreen, orderStatusChanged } from './model/status-polling';
export { OrderStatusLive } from './ui/order-status-live';
export { ProfileScreen } from './ui/profile-screen';
export { OrdersList } from './ui/orders-list';
export { OrdersScreen } from './ui/orders-screen';
export { OrderDetails } from './ui/order-details';
