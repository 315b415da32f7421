export { listDeliveryWindows } from './api/list-delivery-windows';
export type {
  ChosenWindow,
  DeliveryWindow,
  DeliveryWindowList,
  DeliveryWindowQuery,
} from './model/types';
