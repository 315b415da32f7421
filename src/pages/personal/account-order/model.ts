import { createEvent, sample } from 'effector';
import {
  $watchedScreen,
  orderOpened,
  orderRetryClicked,
  orderStatusChanged,
} from '@/features/account';
import { statusChangesSeen } from '@/features/order-notifications';
import { cancelRefused, orderCancelled } from '@/features/account/index.order-cancel';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({ clock: pageStarted, fn: ({ params }) => params.id ?? '', target: orderOpened });

// After a cancel, or when the order moved on before it, the page reads the order again.
sample({ clock: [orderCancelled, cancelRefused], target: orderRetryClicked });

// A status change seen while this order is on screen is a notification, if the shopper wants one.
sample({
  clock: orderStatusChanged,
  source: $watchedScreen,
  filter: (screen) => screen === 'order',
  fn: (_, changes) => changes,
  target: statusChangesSeen,
});
