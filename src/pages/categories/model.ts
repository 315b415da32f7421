import { createEvent, sample } from 'effector';
import { categoriesRequested, categoryImagesRequested } from '@/entities/category';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The tree comes from the shared cache; the header may already have loaded it.
sample({ clock: pageStarted, target: categoriesRequested });
// The only page that shows the categories' pictures: every other page carries names and links.
sample({ clock: pageStarted, target: categoryImagesRequested });
