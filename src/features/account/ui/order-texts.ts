import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { BadgeTone } from 'design-system';
import type { DeliveryType, OrderStatus, PaymentStatus, PaymentType } from '@/shared/api';
import { formatDate } from '@/shared/i18n';

export const orderStatusMessages = defineMessages({
  awaiting_payment: {
    id: 'account.orderStatus.awaitingPayment',
    defaultMessage: 'Awaiting payment',
    description: 'Order status: a card order waits for the charge',
  },
  confirmed: {
    id: 'account.orderStatus.confirmed',
    defaultMessage: 'Confirmed',
    description: 'Order status: paid by card, or to be paid on receipt',
  },
  assembling: {
    id: 'account.orderStatus.assembling',
    defaultMessage: 'Being packed',
    description: 'Order status: pickers are collecting the goods',
  },
  ready_for_pickup: {
    id: 'account.orderStatus.readyForPickup',
    defaultMessage: 'Ready for pickup',
    description: 'Order status: waiting in the store for the shopper',
  },
  in_delivery: {
    id: 'account.orderStatus.inDelivery',
    defaultMessage: 'On the way',
    description: 'Order status: the courier is delivering it',
  },
  completed: {
    id: 'account.orderStatus.completed',
    defaultMessage: 'Completed',
    description: 'Order status: handed over',
  },
  cancelled: {
    id: 'account.orderStatus.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order status: cancelled',
  },
}) satisfies Record<OrderStatus, MessageDescriptor>;

export const orderStatusTones = {
  awaiting_payment: 'caution',
  confirmed: 'info',
  assembling: 'info',
  ready_for_pickup: 'accent',
  in_delivery: 'accent',
  completed: 'positive',
  cancelled: 'critical',
} as const satisfies Record<OrderStatus, BadgeTone>;

export const deliveryTypeMessages = defineMessages({
  pickup: {
    id: 'account.delivery.pickup',
    defaultMessage: 'Pickup from a store',
    description: 'Delivery method of an order',
  },
  courier: {
    id: 'account.delivery.courier',
    defaultMessage: 'Courier to the door',
    description: 'Delivery method of an order',
  },
  express: {
    id: 'account.delivery.express',
    defaultMessage: 'Express courier (taxi service)',
    description: 'Delivery method of an order: a third-party taxi service delivers it',
  },
  regional: {
    id: 'account.delivery.regional',
    defaultMessage: 'Delivery to the region',
    description: 'Delivery method of an order: a courier company outside Tashkent',
  },
}) satisfies Record<DeliveryType, MessageDescriptor>;

export const paymentTypeMessages = defineMessages({
  card: {
    id: 'account.payment.card',
    defaultMessage: 'Card online',
    description: 'Payment method of an order: a saved card charged online',
  },
  cash: {
    id: 'account.payment.cash',
    defaultMessage: 'Cash on receipt',
    description: 'Payment method of an order',
  },
  card_on_receipt: {
    id: 'account.payment.cardOnReceipt',
    defaultMessage: 'Card at the store',
    description: 'Payment method of an order: a card at the store’s till on pickup',
  },
}) satisfies Record<PaymentType, MessageDescriptor>;

export const paymentStatusMessages = defineMessages({
  pending: {
    id: 'account.paymentStatus.pending',
    defaultMessage: 'Payment in progress',
    description: 'Payment status of an order',
  },
  paid: {
    id: 'account.paymentStatus.paid',
    defaultMessage: 'Paid',
    description: 'Payment status of an order',
  },
  failed: {
    id: 'account.paymentStatus.failed',
    defaultMessage: 'Payment failed',
    description: 'Payment status of an order',
  },
  unpaid: {
    id: 'account.paymentStatus.unpaid',
    defaultMessage: 'To be paid on receipt',
    description: 'Payment status of an order paid on receipt',
  },
  refunded: {
    id: 'account.paymentStatus.refunded',
    defaultMessage: 'Refunded',
    description: 'Payment status of a cancelled order that had been paid',
  },
}) satisfies Record<PaymentStatus, MessageDescriptor>;

const dateTimeMessage = defineMessage<{ date: string; time: string }>({
  id: 'account.dateTime',
  defaultMessage: '{date}, {time}',
  description: 'A date with a time of day, e.g. "November 22, 2026, 14:15"',
});

/** Tashkent keeps UTC+5 all year. */
const tashkentOffsetMs = 5 * 60 * 60 * 1000;

/** A moment as the date and time in Tashkent, the same on the server and in every browser. */
export function formatTashkentDateTime(intl: IntlShape, iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + tashkentOffsetMs).toISOString();
  return intl.formatMessage(dateTimeMessage, {
    date: formatDate(intl, local),
    time: local.slice(11, 16),
  });
}

/** The calendar date in Tashkent. */
export function formatTashkentDate(intl: IntlShape, iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return formatDate(intl, new Date(time + tashkentOffsetMs).toISOString());
}
