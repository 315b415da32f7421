import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, parseRetryAfter } from './errors';
import type { paths } from './schema';
import type { Locale, UserType } from './types';

export type ApiClient = Client<paths>;

/** Contract paths whose operations declare the `X-ACCOUNT-TYPE` header (checked by a test). */
export const accountTypePaths: ReadonlySet<string> = new Set([
  '/api/content/slides',
  '/api/resources/check/products',
  '/api/resources/categories',
  '/api/resources/home',
  '/api/resources/products',
  '/api/resources/products/search',
  '/api/resources/product/{slug}',
  '/api/resources/brands',
  '/api/resources/brands/{slug}',
]);

export interface RetryOptions {
  /** Extra attempts after the first one; 0 turns retries off. */
  attempts: number;
  /** Delay before retry number `attempt` (1-based), in ms. */
  delay: (attempt: number) => number;
  /** A 429 asking to wait longer than this (ms) is not retried but answered. */
  maxRetryAfterMs: number;
}

/**
 * How the client sends a request, as the global `fetch` takes one: each attempt's deadline (which
 * also carries the caller's abort) comes as `init.signal`, beside the request rather than in a
 * copy of it.
 */
export type FetchRequest = (request: Request, init?: { signal: AbortSignal }) => Promise<Response>;

export interface ApiClientOptions {
  /** API origin: '' for the same origin, or an absolute URL such as 'https://api.savat.uz'. */
  baseUrl: string;
  /** The fetch to use; defaults to the global one. Tests pass a fake. */
  fetch?: FetchRequest;
  /** The bearer token of the signed-in shopper, if any. */
  getToken?: () => string | null | undefined;
  /** The current storefront language, sent as `X-LANG`. */
  getLocale?: () => Locale | null | undefined;
  /** The shopper's account type, sent as `X-ACCOUNT-TYPE` where the contract declares it. */
  getAccountType?: () => UserType | null | undefined;
  /** Retries of safe calls (GET, or POST with an Idempotency-Key) on 429, 502, 503, 504, timeouts and network failures. */
  retry?: Partial<RetryOptions>;
  /** Each attempt is abandoned after this many ms (`ApiError` code `timeout`); 0 waits forever. */
  timeoutMs?: number;
  /** How to wait between retries; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

export const defaultRetry: RetryOptions = {
  attempts: 2,
  delay: (attempt) => 300 * 2 ** (attempt - 1),
  maxRetryAfterMs: 5000,
};

const retryableStatuses = new Set([429, 502, 503, 504]);

export const defaultTimeoutMs = 15_000;

/**
 * Gives every attempt its own deadline, on top of the caller's own abort signal, which aborts
 * the deadline too. The timer and controller are held here until the attempt settles. The
 * deadline goes beside the request (`init.signal`): a copy of the request with a signal made by
 * `AbortSignal.any()` cost a server render a few per cent of its time, three reads a page.
 */
function withTimeout(fetchRequest: FetchRequest, timeoutMs: number): FetchRequest {
  if (timeoutMs <= 0) return fetchRequest;
  return async (request) => {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The request timed out', 'TimeoutError')),
      timeoutMs,
    );
    const callerAborted = () => deadline.abort(request.signal.reason);
    if (request.signal.aborted) callerAborted();
    else request.signal.addEventListener('abort', callerAborted, { once: true });
    try {
      return await fetchRequest(request, { signal: deadline.signal });
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', callerAborted);
    }
  };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sets a header from a getter unless the call set it already. Any failure (a getter that throws,
 * storage that is unavailable) is ignored: the call goes out without that header.
 */
function attachHeader(request: Request, name: string, read: () => string | null | undefined): void {
  try {
    if (request.headers.has(name)) return;
    const value = read();
    if (value) request.headers.set(name, value);
  } catch {
    // Deliberately silent: a missing token or language header must never break a call.
  }
}

function headersMiddleware(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const { getToken, getLocale, getAccountType } = options;
      if (getToken) {
        attachHeader(request, 'Authorization', () => {
          const token = getToken();
          return token ? `Bearer ${token}` : undefined;
        });
      }
      if (getLocale) attachHeader(request, 'X-LANG', getLocale);
      if (getAccountType && accountTypePaths.has(schemaPath)) {
        attachHeader(request, 'X-ACCOUNT-TYPE', getAccountType);
      }
      return request;
    },
  };
}

function errorMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.ok) throw await ApiError.fromResponse(response);
      return undefined;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      if (error instanceof Error && error.name === 'AbortError') return error;
      if (error instanceof Error && error.name === 'TimeoutError') return ApiError.timeout(error);
      return ApiError.network(error);
    },
  };
}

function isSafeToRetry(request: Request): boolean {
  return (
    request.method === 'GET' ||
    (request.method === 'POST' && request.headers.has('Idempotency-Key'))
  );
}

function retryMiddleware(
  retry: RetryOptions,
  fetchRequest: FetchRequest,
  sleep: (ms: number) => Promise<void>,
): Middleware {
  const pristine = new Map<string, Request>();

  async function again(
    id: string,
    attempt: number,
    response?: Response,
  ): Promise<Response | undefined> {
    const original = pristine.get(id);
    if (!original || attempt > retry.attempts) return undefined;
    let delay = retry.delay(attempt);
    if (response?.status === 429) {
      const seconds = parseRetryAfter(response.headers.get('Retry-After'));
      if (seconds !== undefined) {
        if (seconds * 1000 > retry.maxRetryAfterMs) return undefined;
        delay = Math.max(delay, seconds * 1000);
      }
    }
    await sleep(delay);
    try {
      const next = await fetchRequest(original.clone());
      if (!retryableStatuses.has(next.status)) return next;
      return (await again(id, attempt + 1, next)) ?? next;
    } catch (error) {
      const next = await again(id, attempt + 1);
      if (next) return next;
      throw error;
    }
  }

  return {
    onRequest({ request, id }) {
      // A request without a body is never used up by sending it: it is kept as it is (a copy is
      // made only for a retry), one copy fewer on every GET.
      if (retry.attempts > 0 && isSafeToRetry(request)) {
        pristine.set(id, request.body === null ? request : request.clone());
      }
      return undefined;
    },
    // A retry that fails outright leaves the first outcome in place for the error middleware.
    async onResponse({ response, id }) {
      try {
        if (!retryableStatuses.has(response.status)) return undefined;
        return await again(id, 1, response);
      } catch {
        return undefined;
      } finally {
        pristine.delete(id);
      }
    },
    async onError({ error, id }) {
      try {
        if (error instanceof Error && error.name === 'AbortError') return undefined;
        return await again(id, 1);
      } catch {
        return undefined;
      } finally {
        pristine.delete(id);
      }
    },
  };
}

/**
 * The one way the storefront talks to the API: an openapi-fetch client typed by the contract,
 * with middleware that attaches `Authorization`, `X-LANG` and `X-ACCOUNT-TYPE`, retries safe
 * calls, and turns every non-2xx answer, timeout or network failure into a thrown `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchRequest = withTimeout(
    options.fetch ?? ((request, init) => globalThis.fetch(request, init)),
    options.timeoutMs ?? defaultTimeoutMs,
  );
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchRequest });
  const retry: RetryOptions = { ...defaultRetry, ...options.retry };
  // onRequest runs in this order (headers are attached before a retry copy is kept);
  // onResponse and onError run in reverse (retries happen before errors are raised).
  client.use(headersMiddleware(options));
  client.use(errorMiddleware());
  client.use(retryMiddleware(retry, fetchRequest, options.sleep ?? wait));
  return client;
}
