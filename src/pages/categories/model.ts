import { sample } from 'effector';
import { categoriesRequested } from '@/shared/model';
import { pageStarted } from './start';

export { pageStarted };

// The tree comes from the shared cache; the header may already have loaded it.
sample({ clock: pageStarted, target: categoriesRequested });
