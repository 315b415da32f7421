// The shop's own terms, as the API sets them: delivery fees and thresholds, the delivery windows
// a courier or pickup order can choose, and the dollar rate prices may be shown in.
export { getDeliverySettings } from './api/get-delivery-settings';
export { listDeliveryWindows } from './api/list-delivery-windows';
export type {
  DeliveryWindow,
  DeliveryWindowList,
  DeliveryWindowQuery,
} from './model/delivery-window';
export { $deliverySettings, fetchDeliverySettingsFx } from './model/delivery-settings';
export { $priceCurrency } from './model/usd-rate';
