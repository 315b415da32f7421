import { createEvent, sample } from 'effector';
import { orderOpened } from '@/features/account';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

sample({ clock: pageStarted, fn: ({ params }) => params.id ?? '', target: orderOpened });
