import { createEvent, sample } from 'effector';
import { storesRequested, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The list comes from the shared cache the footer uses.
sample({ clock: pageStarted, target: storesRequested });
