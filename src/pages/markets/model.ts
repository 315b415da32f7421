import { createEvent, sample } from 'effector';
import { fetchStoresFx, storesRequested } from '@/entities/store';
import { notified, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

// The list comes from the shared cache the footer uses.
sample({ clock: pageStarted, target: storesRequested });
sample({
  clock: [fetchStoresFx.doneData, fetchStoresFx.fail],
  filter: (answer) => !Array.isArray(answer) || answer.length === 0,
  fn: () => ({ kind: 'storesNotFound' as const }),
  target: notified,
});
