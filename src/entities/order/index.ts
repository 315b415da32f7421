export { createIdempotencyKey, createOrder, type CreateOrderParams } from './api/create-order';
export { cancelOrder, type CancelOrderParams } from './api/cancel-order';
export {
  getOrderByTransaction,
  type GetOrderByTransactionParams,
} from './api/get-order-by-transaction';
export { getOrderDetails, type GetOrderDetailsParams } from './api/get-order-details';
export { listOrders, type ListOrdersParams } from './api/list-orders';
export type {
  Delivery,
  DeliveryType,
  Order,
  OrderCancellation,
  OrderCreateRequest,
  OrderLine,
  OrderLineInput,
  OrderList,
  OrderStatus,
  OrderSummary,
  PaymentChoice,
  PaymentStatus,
  PaymentType,
  Refund,
  Receiver,
  Region,
} from '@/shared/api';
export {
  finalOrderStatuses,
  isFinalOrderStatus,
  orderStatusChanges,
  type OrderStatusChange,
} from './lib/status';
