import { ApiError } from './errors';
import type { Locale, UserType } from './types';

/** Per-call options every operation function accepts. */
export interface CallOptions {
  /** Overrides the client's `getLocale` for this call (e.g. the locale of an SSR request). */
  locale?: Locale;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/** Per-call options of catalogue operations whose answer depends on the account type. */
export interface CatalogCallOptions extends CallOptions {
  /** Overrides the client's `getAccountType` for this call. */
  accountType?: UserType;
}

/** Turns call options into openapi-fetch request options (headers the middleware keeps). */
export function callInit({ locale, signal, ...rest }: CatalogCallOptions): {
  headers: Record<string, string | undefined>;
  signal?: AbortSignal;
} {
  const accountType = 'accountType' in rest ? rest.accountType : undefined;
  return {
    headers: { 'X-LANG': locale, 'X-ACCOUNT-TYPE': accountType },
    ...(signal ? { signal } : {}),
  };
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's body; throws `ApiError` for an error answer or a missing body. */
export function expectData<T>(result: CallResult<T>): T {
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    throw ApiError.fromAnswer(response.status, error, response.headers);
  }
  if (data === undefined) {
    throw new ApiError({
      status: response.status,
      code: 'internal_error',
      message: `Empty answer (HTTP ${response.status})`,
    });
  }
  return data;
}

/** For answers without a body (204); throws `ApiError` for an error answer. */
export function expectNoContent(result: CallResult<unknown>): void {
  const { error, response } = result;
  if (error !== undefined || !response.ok) {
    throw ApiError.fromAnswer(response.status, error, response.headers);
  }
}
