import type { ApiErrorBody, ConflictLine, FieldError } from './types';

/** Error codes the contract documents; servers may add others, so `code` stays a string. */
export type KnownErrorCode =
  | 'malformed_request'
  | 'unauthorized'
  | 'not_found'
  | 'stock_conflict'
  | 'price_changed'
  | 'idempotency_key_reused'
  | 'card_already_added'
  | 'order_not_cancellable'
  | 'code_expired'
  | 'payload_too_large'
  | 'validation_failed'
  | 'invalid_phone'
  | 'invalid_code'
  | 'invalid_card_number'
  | 'card_expired'
  | 'too_many_requests'
  | 'too_many_attempts'
  | 'internal_error'
  /** No answer at all: offline, DNS, refused connection, CORS. Status 0. */
  | 'network_error'
  /** No answer within the client's time limit. Status 0. */
  | 'timeout';

/** The code used when an error answer has no body of the contract's shape. */
function codeForStatus(status: number): KnownErrorCode {
  if (status === 400) return 'malformed_request';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'too_many_requests';
  return 'internal_error';
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/** `Retry-After` is either seconds or an HTTP date; answers whole seconds from `now`. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Every failed API call rejects with an ApiError: `status` (0 when no answer came), a stable
 * `code`, a human `message` in the request language, `fields` for 422, `retryAfter` (seconds)
 * for 429, and `body` with the whole error answer (e.g. `lines` of a 409 on order creation).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: KnownErrorCode | (string & {});
  readonly fields: FieldError[];
  readonly retryAfter: number | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: FieldError[];
    retryAfter?: number;
    body?: ApiErrorBody;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }

  /** Builds the error from an answer's status, its parsed body (any shape) and its headers. */
  static fromAnswer(status: number, body: unknown, headers?: Headers): ApiError {
    const headerRetry = parseRetryAfter(headers?.get('Retry-After') ?? null);
    if (isErrorBody(body)) {
      return new ApiError({
        status,
        code: body.code,
        message: body.message,
        fields: body.fields,
        retryAfter: body.retry_after ?? headerRetry,
        body,
      });
    }
    return new ApiError({
      status,
      code: codeForStatus(status),
      message: typeof body === 'string' && body.trim() !== '' ? body.trim() : `HTTP ${status}`,
      retryAfter: headerRetry,
    });
  }

  /** Reads a failed response (from a clone, so the original stays readable). */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML page, say): keep the text as the message.
    }
    return ApiError.fromAnswer(response.status, body, response.headers);
  }

  /** No answer came back at all. */
  static network(cause: unknown): ApiError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return new ApiError({ status: 0, code: 'network_error', message: reason, cause });
  }

  /** No answer came back in time. */
  static timeout(cause: unknown): ApiError {
    return new ApiError({ status: 0, code: 'timeout', message: 'The request timed out', cause });
  }

  /** The message of the first field error whose path is `field`, if any. */
  fieldMessage(field: string): string | undefined {
    return this.fields.find((error) => error.field === field)?.message;
  }

  /** Per-line figures of a 409 `stock_conflict` or `price_changed` on order creation. */
  get conflictLines(): ConflictLine[] {
    return this.body?.lines ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
