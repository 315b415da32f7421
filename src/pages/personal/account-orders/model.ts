import { createEvent, sample } from 'effector';
import { $watchedScreen, ordersListOpened, orderStatusChanged } from '@/features/account';
import { statusChangesSeen } from '@/features/order-notifications';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({ clock: pageStarted, target: ordersListOpened });

// Status changes seen on My orders are notifications, if the shopper wants them.
sample({
  clock: orderStatusChanged,
  source: $watchedScreen,
  filter: (screen) => screen === 'orders',
  fn: (_, changes) => changes,
  target: statusChangesSeen,
});
