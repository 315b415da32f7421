/**
 * What the storefront needs to know about a failed call, read from whatever the API client
 * threw: the HTTP status, the error code from the body, and how long to wait when throttled.
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

function positiveNumber(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

export function failureFacts(error: unknown): FailureFacts {
  const status = positiveNumber(field(error, 'status'));
  const body = field(error, 'body');
  const nested = field(body, 'error');
  const code = field(error, 'code') ?? field(body, 'code') ?? field(nested, 'code');
  const retryAfter =
    field(error, 'retryAfterSeconds') ??
    field(error, 'retryAfter') ??
    field(body, 'retry_after') ??
    field(nested, 'retry_after');
  return {
    status,
    code: typeof code === 'string' ? code : null,
    retryAfterSeconds: positiveNumber(retryAfter),
  };
}

export function isUnauthorized(error: unknown): boolean {
  return failureFacts(error).status === 401;
}
