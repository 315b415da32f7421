import type { OrderStatusChange } from '@/entities/order';

/** What the browser offers for order notifications on this device. */
export type NotificationAccess = 'unavailable' | NotificationPermission;

/**
 * Notifications are offered where the browser has them and the storefront's worker is active
 * (it shows them, also while the page is in the background) or the app is installed.
 */
export async function notificationAccess(): Promise<NotificationAccess> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unavailable';
  if (!('serviceWorker' in navigator)) return 'unavailable';
  const installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active && !installed) return 'unavailable';
  return Notification.permission;
}

/** Asks the browser for permission (only ever on the shopper's click). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

export interface StatusNotification {
  title: string;
  body: string;
  /** One notification per order: a newer status replaces the older one. */
  tag: string;
  lang: string;
  /** The order's page, opened when the notification is clicked. */
  url: string;
}

/** Shown through the storefront's worker, which opens the order when it is clicked. */
export async function showStatusNotification(notification: StatusNotification): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag,
    lang: notification.lang,
    icon: '/icons/icon-192.png',
    data: { url: notification.url },
  });
}

export function notificationTag(change: OrderStatusChange): string {
  return `order-${change.id}`;
}
