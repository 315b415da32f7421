import { createEvent } from 'effector';
import type { PageContext } from '@/shared/model';

/** Fired by the router once the page's model (`./model`, loaded on demand) is in. */
export const pageStarted = createEvent<PageContext>();
