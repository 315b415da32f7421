import { sample } from 'effector';
import { userReloadRequested } from '@/features/auth';
import { pageStarted } from './start';

export { pageStarted };

// The profile is shown as the server has it now (it may have changed on another device).
sample({ clock: pageStarted, target: userReloadRequested });
