export { getDeliverySettings } from './api/get-delivery-settings';
export type { DeliverySettings } from '@/shared/api';
