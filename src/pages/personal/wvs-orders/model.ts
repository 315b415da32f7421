import { createEvent, sample } from 'effector';
import { ordersListOpened } from '@/features/account';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({ clock: pageStarted, target: ordersListOpened });
