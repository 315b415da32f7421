import { createEvent, sample } from 'effector';
import { userReloadRequested } from '@/entities/session';
import { type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The profile is shown as the server has it now (it may have changed on another device).
sample({ clock: pageStarted, target: userReloadRequested });
