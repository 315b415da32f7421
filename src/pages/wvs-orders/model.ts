import { sample } from 'effector';
import { ordersListOpened } from '@/features/account';
import { pageStarted } from './start';

export { pageStarted };

sample({ clock: pageStarted, target: ordersListOpened });
