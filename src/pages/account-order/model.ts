import { createEvent, sample } from 'effector';
import { orderOpened, orderRetryClicked } from '@/features/account';
import { cancelRefused, orderCancelled } from '@/features/order-cancel';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({ clock: pageStarted, fn: ({ params }) => params.id ?? '', target: orderOpened });

// After a cancel, or when the order moved on before it, the page reads the order again.
sample({ clock: [orderCancelled, cancelRefused], target: orderRetryClicked });
