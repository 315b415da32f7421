export { createApiClient, type ApiClient } from './client';
export { ApiError, isApiError } from './errors';
export { failureFacts, isUnauthorized } from './failure';
export { isNothingThere } from './not-found';
export {
  callInit,
  expectData,
  expectNoContent,
  type CallOptions,
  type CatalogCallOptions,
} from './request';
export * from './enums';
export { paymentTypesByDelivery } from './rules';
export { apiLimits, isSlug } from './limits';
export { lastPageIfPast, pageToRequest, readPageNumber } from './paging';
export type * from './types';
export type { components, operations } from './schema';
