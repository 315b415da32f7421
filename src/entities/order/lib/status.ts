import type { OrderStatus } from '@/shared/api';

/** Statuses an order never leaves: nothing more will happen to it. */
export const finalOrderStatuses = ['completed', 'cancelled'] as const satisfies OrderStatus[];

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return (finalOrderStatuses as readonly OrderStatus[]).includes(status);
}

/** An order seen in a new status since the shopper's screen last showed it. */
export interface OrderStatusChange {
  id: number;
  number: string;
  status: OrderStatus;
}

/**
 * The orders whose status differs between two readings (by id); orders only in one of them are
 * not changes.
 */
export function orderStatusChanges(
  before: ReadonlyArray<OrderStatusChange>,
  after: ReadonlyArray<OrderStatusChange>,
): OrderStatusChange[] {
  const previous = new Map(before.map((order) => [order.id, order.status]));
  return after
    .filter((order) => {
      const status = previous.get(order.id);
      return status !== undefined && status !== order.status;
    })
    .map(({ id, number, status }) => ({ id, number, status }));
}
