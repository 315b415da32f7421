import { createEvent, sample } from 'effector';
import { categoriesRequested } from '@/entities/category';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The tree comes from the shared cache; the header may already have loaded it.
sample({ clock: pageStarted, target: categoriesRequested });
