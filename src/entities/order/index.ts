export { createIdempotencyKey, createOrder } from './api/create-order';
export { cancelOrder } from './api/cancel-order';
export { getOrderByTransaction } from './api/get-order-by-transaction';
export { getOrderDetails } from './api/get-order-details';
export { listOrders } from './api/list-orders';
export type { OrderSummary } from '@/shared/api';
export { isFinalOrderStatus, orderStatusChanges, type OrderStatusChange } from './lib/status';
