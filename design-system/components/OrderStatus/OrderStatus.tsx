import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { CheckIcon, CloseIcon } from '../Icon';
import * as styles from './OrderStatus.css';

/** Every status an order goes through; `cancelled` can end the timeline at any point. */
export const orderStatuses = [
  'created',
  'confirmed',
  'awaiting_payment',
  'paid',
  'assembling',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export type OrderStatusValue = (typeof orderStatuses)[number];

export const orderPaymentStates = ['paid', 'awaiting_payment'] as const;
export type OrderPaymentState = (typeof orderPaymentStates)[number];

const statusMessages = defineMessages({
  created: {
    id: 'ds.orderStatus.created',
    defaultMessage: 'Order placed',
    description: 'Order status: the order was created',
  },
  confirmed: {
    id: 'ds.orderStatus.confirmed',
    defaultMessage: 'Confirmed',
    description: 'Order status: the shop confirmed the order',
  },
  awaiting_payment: {
    id: 'ds.orderStatus.awaitingPayment',
    defaultMessage: 'Awaiting payment',
    description: 'Order status: the order is not paid yet',
  },
  paid: {
    id: 'ds.orderStatus.paid',
    defaultMessage: 'Paid',
    description: 'Order status: the order is paid',
  },
  assembling: {
    id: 'ds.orderStatus.assembling',
    defaultMessage: 'Being packed',
    description: 'Order status: the shop is picking and packing the goods',
  },
  on_the_way: {
    id: 'ds.orderStatus.onTheWay',
    defaultMessage: 'On the way',
    description: 'Order status: the courier is delivering the order',
  },
  delivered: {
    id: 'ds.orderStatus.delivered',
    defaultMessage: 'Delivered',
    description: 'Order status: the shopper received the order',
  },
  cancelled: {
    id: 'ds.orderStatus.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order status: the order was cancelled',
  },
}) satisfies Record<OrderStatusValue, MessageDescriptor>;

const messages = defineMessages<{
  label: Record<never, never>;
  current: { status: string };
  done: Record<never, never>;
}>({
  label: {
    id: 'ds.orderStatus.label',
    defaultMessage: 'Order status',
    description: 'Accessible name of the order status timeline',
  },
  current: {
    id: 'ds.orderStatus.current',
    defaultMessage: 'Current status: {status}',
    description: 'Announced when the order status changes',
  },
  done: {
    id: 'ds.orderStatus.done',
    defaultMessage: 'done',
    description: 'Screen-reader note after a status the order has already passed',
  },
});

/** The steps shown for an order, given how it is paid and where it is now. */
export function orderTimeline(
  status: OrderStatusValue,
  payment: OrderPaymentState,
  cancelledAfter?: OrderStatusValue,
): OrderStatusValue[] {
  const flow: OrderStatusValue[] = [
    'created',
    'confirmed',
    payment,
    'assembling',
    'on_the_way',
    'delivered',
  ];
  if (status !== 'cancelled') return flow;
  const reached = cancelledAfter === undefined ? 0 : flow.indexOf(cancelledAfter);
  return [...flow.slice(0, Math.max(0, reached) + 1), 'cancelled'];
}

export type OrderStatusProps = {
  status: OrderStatusValue;
  /** Which payment step the flow shows: paid, or awaiting payment (pay on receipt). */
  payment?: OrderPaymentState;
  /** For a cancelled order: the last status it reached before the cancellation. */
  cancelledAfter?: OrderStatusValue;
  /** Shop-specific wording of statuses; the built-in texts otherwise. */
  labels?: Partial<Record<OrderStatusValue, ReactNode>>;
  /** Already formatted times of reached statuses, e.g. `{ created: '22.11, 09:14' }`. */
  times?: Partial<Record<OrderStatusValue, ReactNode>>;
  className?: string;
};

/** A vertical timeline of an order's statuses with the current one marked and announced. */
export function OrderStatus({
  status,
  payment = 'paid',
  cancelledAfter,
  labels = {},
  times = {},
  className,
}: OrderStatusProps) {
  const intl = useIntl();
  const steps = orderTimeline(status, payment, cancelledAfter);
  const currentIndex = status === 'cancelled' ? steps.length - 1 : steps.indexOf(status);
  const textOf = (step: OrderStatusValue) => intl.formatMessage(statusMessages[step]);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <ol className={styles.list} aria-label={intl.formatMessage(messages.label)}>
        {steps.map((step, index) => {
          const state =
            step === 'cancelled'
              ? 'cancelled'
              : index < currentIndex
                ? 'complete'
                : index === currentIndex
                  ? 'current'
                  : 'upcoming';
          return (
            <li
              key={step}
              className={styles.step({ state })}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              <span className={styles.marker({ state })} aria-hidden="true">
                {state === 'complete' ? <CheckIcon size="xs" /> : null}
                {state === 'cancelled' ? <CloseIcon size="xs" /> : null}
              </span>
              <span className={styles.text}>
                {state === 'complete' ? (
                  <>
                    {/* Read as one phrase ("Paid, done"): a separate note would be read after a
                        break, with a space before its comma. */}
                    <span className={styles.label({ state })} aria-hidden="true">
                      {labels[step] ?? textOf(step)}
                    </span>
                    <span className={visuallyHidden}>
                      {labels[step] ?? textOf(step)}, {intl.formatMessage(messages.done)}
                    </span>
                  </>
                ) : (
                  <span className={styles.label({ state })}>{labels[step] ?? textOf(step)}</span>
                )}
                {times[step] && state !== 'upcoming' ? (
                  <span className={styles.time}>{times[step]}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.current, {
          status: typeof labels[status] === 'string' ? (labels[status] as string) : textOf(status),
        })}
      </p>
    </div>
  );
}
