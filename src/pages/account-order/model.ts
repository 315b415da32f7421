import { sample } from 'effector';
import { orderOpened } from '@/features/account';
import { pageStarted } from './start';

export { pageStarted };

sample({ clock: pageStarted, fn: ({ params }) => params.id ?? '', target: orderOpened });
