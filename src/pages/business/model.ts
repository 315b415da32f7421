import { createEvent, sample } from 'effector';
import { businessRequestReset } from '@/features/business-request';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// Coming back to the page offers an empty form, not the last request's confirmation; what was
// typed and not yet sent stays.
sample({ clock: pageStarted, target: businessRequestReset });
