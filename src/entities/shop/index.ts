// The shop's own terms, as the API sets them: delivery fees and thresholds, and the dollar rate
// prices may be shown in.
export { getDeliverySettings } from './api/get-delivery-settings';
export { $deliverySettings, fetchDeliverySettingsFx } from './model/delivery-settings';
export { $priceCurrency } from './model/usd-rate';
