import type { Order, OrderStatus } from '@/shared/api';

/** Nobody has started assembling an order in these statuses, so the shopper may cancel it. */
export const cancellableStatuses: readonly OrderStatus[] = ['awaiting_payment', 'confirmed'];

/** Pickers or couriers have the order: only support can stop it now. */
const inHandStatuses: readonly OrderStatus[] = ['assembling', 'ready_for_pickup', 'in_delivery'];

export const cancelReasonMaxLength = 500;

export type Cancellability = 'cancellable' | 'inHand' | 'cancelled' | 'completed';

/** What the order's page offers: a cancel button, a way to support, or what the cancel did. */
export function cancellabilityOf(order: Pick<Order, 'status'>): Cancellability {
  if (cancellableStatuses.includes(order.status)) return 'cancellable';
  if (inHandStatuses.includes(order.status)) return 'inHand';
  return order.status === 'cancelled' ? 'cancelled' : 'completed';
}
