import { createEvent } from 'effector';
import type { PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();
