export { listDeliveryWindows } from './api/list-delivery-windows';
export type { DeliveryWindow, DeliveryWindowList, DeliveryWindowQuery } from './model/types';
