export { getDeliverySettings } from './api/get-delivery-settings';
export { $deliverySettings, fetchDeliverySettingsFx } from './model/delivery-settings';
export type { DeliverySettings } from '@/shared/api';
export { $priceCurrency, $usdRate } from './model/usd-rate';
