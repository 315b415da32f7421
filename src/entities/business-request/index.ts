export { createBusinessRequest } from './api/create-business-request';
export {
  businessMonthlyVolumes,
  type BusinessMonthlyVolume,
  type BusinessRequest,
  type BusinessRequestCreate,
} from './model/types';
