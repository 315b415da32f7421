export { listDeliveryRegions } from './api/list-delivery-regions';
export { quoteDelivery } from './api/quote-delivery';
export { trackDeliveryQuote } from './model/delivery-quote';
export type {
  BlockedLine,
  DeliveryQuote,
  DeliveryQuoteRequest,
  DeliveryRegion,
} from './model/types';
export { regionCentres, regionNames, tashkentDistricts } from './lib/places';
