import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type Order,
  type OrderCreateRequest,
} from '@/shared/api';

export interface CreateOrderParams extends CallOptions {
  order: OrderCreateRequest;
  /** One key per checkout attempt, reused when that attempt is retried. */
  idempotencyKey: string;
}

/**
 * POST /api/orders/ — places an order. Rejects with ApiError 409 `stock_conflict` or
 * `price_changed` (see `error.conflictLines`, `error.body.total`) or 422 with field errors.
 */
export async function createOrder(
  client: ApiClient,
  { order, idempotencyKey, locale, signal }: CreateOrderParams,
): Promise<Order> {
  const init = callInit({ locale, signal });
  const result = await client.POST('/api/orders/', {
    ...init,
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: order,
  });
  return expectData(result).data;
}

/** A fresh Idempotency-Key (a UUID v4), also where `crypto.randomUUID` is unavailable. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
