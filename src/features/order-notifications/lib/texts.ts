import { createIntl, createIntlCache, defineMessage, defineMessages } from 'react-intl';
import type { OrderStatusChange } from '@/entities/order';
import { browserMessages, type Locale, type Messages } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import type { OrderStatus } from '@/shared/api';
import { notificationTag, type StatusNotification } from './browser';

const title = defineMessage<{ number: string }>({
  id: 'account.orderNotifications.title',
  defaultMessage: 'Savat: order {number}',
  description: 'Title of the notification telling that an order moved on',
});

/** The notification's text for each status an order can move on to. */
export const statusNotificationTexts = defineMessages<OrderStatus>({
  awaiting_payment: {
    id: 'account.orderNotifications.awaitingPayment',
    defaultMessage: 'Waiting for the card payment.',
    description: 'Notification: the order waits for the card charge',
  },
  confirmed: {
    id: 'account.orderNotifications.confirmed',
    defaultMessage: 'Your order is confirmed.',
    description: 'Notification: the order is confirmed',
  },
  assembling: {
    id: 'account.orderNotifications.assembling',
    defaultMessage: 'Your order is being packed.',
    description: 'Notification: pickers are collecting the goods',
  },
  ready_for_pickup: {
    id: 'account.orderNotifications.readyForPickup',
    defaultMessage: 'Your order is ready: you can pick it up at the store.',
    description: 'Notification: the order waits in the store',
  },
  in_delivery: {
    id: 'account.orderNotifications.inDelivery',
    defaultMessage: 'Your order is on its way with the courier.',
    description: 'Notification: the courier is delivering the order',
  },
  completed: {
    id: 'account.orderNotifications.completed',
    defaultMessage: 'Your order has been handed over. Thank you!',
    description: 'Notification: the order was handed over',
  },
  cancelled: {
    id: 'account.orderNotifications.cancelled',
    defaultMessage: 'Your order has been cancelled.',
    description: 'Notification: the order was cancelled',
  },
});

const cache = createIntlCache();

/** The notification for an order's new status, in the shopper's language. */
export function statusNotification(
  change: OrderStatusChange,
  locale: Locale,
  messages: Messages = browserMessages() ?? {},
): StatusNotification {
  const intl = createIntl({ locale, messages, defaultLocale: 'en' }, cache);
  return {
    title: intl.formatMessage(title, { number: change.number }),
    body: intl.formatMessage(statusNotificationTexts[change.status]),
    tag: notificationTag(change),
    lang: locale,
    url: links.order(locale, change.id),
  };
}
