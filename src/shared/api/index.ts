export {
  accountTypePaths,
  createApiClient,
  defaultRetry,
  defaultTimeoutMs,
  type ApiClient,
  type ApiClientOptions,
  type RetryOptions,
} from './client';
export { ApiError, isApiError, parseRetryAfter, type KnownErrorCode } from './errors';
export { failureFacts, isUnauthorized, type FailureFacts } from './failure';
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
export type * from './types';
export type { components, operations, paths } from './schema';
