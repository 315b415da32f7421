import { createEvent, sample } from 'effector';
import type { PageContext } from '@/shared/model';
import { anotherRequestStarted } from './form';

export const pageStarted = createEvent<PageContext>();

// Coming back to the page offers an empty form, not the last request's confirmation; what was
// typed and not yet sent stays.
sample({ clock: pageStarted, target: anotherRequestStarted });
