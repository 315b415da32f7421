import type { OrderPaymentState, OrderStatusValue } from 'design-system';
import type { Order, OrderStatus } from '@/shared/api';

export interface OrderTimeline {
  status: OrderStatusValue;
  payment: OrderPaymentState;
  cancelledAfter?: OrderStatusValue;
  /** When each step was reached (ISO), from the order's history. */
  reachedAt: Partial<Record<OrderStatusValue, string>>;
}

type TimelineFacts = Pick<Order, 'status' | 'payment_type' | 'status_history' | 'created_at'>;

/**
 * The design system's timeline steps for an order. A card order is placed, then confirmed and
 * paid by the charge; an order paid on receipt is confirmed at once and paid at the end.
 */
function stepOf(status: OrderStatus, paidByCard: boolean): OrderStatusValue {
  switch (status) {
    case 'awaiting_payment':
      return 'created';
    case 'confirmed':
      return paidByCard ? 'paid' : 'confirmed';
    case 'assembling':
      return 'assembling';
    case 'ready_for_pickup':
    case 'in_delivery':
      return 'on_the_way';
    case 'completed':
      return 'delivered';
    case 'cancelled':
      return 'cancelled';
  }
}

export function orderTimelineOf(order: TimelineFacts): OrderTimeline {
  const paidByCard = order.payment_type === 'card';
  const reachedAt: Partial<Record<OrderStatusValue, string>> = { created: order.created_at };
  for (const change of order.status_history) {
    const step = stepOf(change.status, paidByCard);
    reachedAt[step] = change.at;
    // A card charge confirms and pays the order in one go.
    if (step === 'paid') reachedAt.confirmed = change.at;
  }
  const timeline: OrderTimeline = {
    status: stepOf(order.status, paidByCard),
    payment: paidByCard ? 'paid' : 'awaiting_payment',
    reachedAt,
  };
  if (order.status === 'cancelled') {
    const before = order.status_history.filter((change) => change.status !== 'cancelled').at(-1);
    timeline.cancelledAfter = before ? stepOf(before.status, paidByCard) : 'created';
  }
  return timeline;
}
