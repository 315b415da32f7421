import { sample } from 'effector';
import { fetchStoresFx, notified, storesRequested } from '@/shared/model';
import { pageStarted } from './start';

export { pageStarted };

// The list comes from the shared cache the footer uses.
sample({ clock: pageStarted, target: storesRequested });
sample({
  clock: [fetchStoresFx.doneData, fetchStoresFx.fail],
  filter: (answer) => !Array.isArray(answer) || answer.length === 0,
  fn: () => ({ kind: 'storesNotFound' as const }),
  target: notified,
});
