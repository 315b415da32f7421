export { FreeDeliveryProgress } from './FreeDeliveryProgress';
export type { FreeDeliveryProgressProps } from './FreeDeliveryProgress';
export type { FreeDeliveryProgressVariants } from './FreeDeliveryProgress.css';
