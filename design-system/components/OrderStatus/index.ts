export { OrderStatus, orderPaymentStates, orderStatuses, orderTimeline } from './OrderStatus';
export type { OrderPaymentState, OrderStatusProps, OrderStatusValue } from './OrderStatus';
export type { OrderStatusVariants } from './OrderStatus.css';
