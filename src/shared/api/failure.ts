/**
 * What the storefront needs to know about a failed call, read from the API client's `ApiError`
 * (or anything shaped like it): the HTTP status (0 when no answer came), the error code, and
 * how long to wait when throttled.
 */
export interface FailureFacts {
  status: number | null;
  code: string | null;
  retryAfterSeconds: number | null;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function nonNegative(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

export function failureFacts(error: unknown): FailureFacts {
  const code = field(error, 'code');
  return {
    status: nonNegative(field(error, 'status')),
    code: typeof code === 'string' ? code : null,
    retryAfterSeconds: nonNegative(
      field(error, 'retryAfter') ?? field(field(error, 'body'), 'retry_after'),
    ),
  };
}

export function isUnauthorized(error: unknown): boolean {
  return failureFacts(error).status === 401;
}
