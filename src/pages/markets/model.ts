import { createEvent, createStore, sample } from 'effector';
import { fetchStoresFx, storesRequested } from '@/entities/store';
import { notified, pageFailed, pageStatusReset, type PageContext } from '@/shared/model';

export const pageStarted = createEvent<PageContext>();

/** The stores page is the one shown (the footer loads the same list on every page). */
const $shown = createStore(false)
  .on(pageStarted, () => true)
  .reset(pageStatusReset);

// The list comes from the shared cache the footer uses.
sample({ clock: pageStarted, target: storesRequested });
sample({
  clock: fetchStoresFx.doneData,
  source: $shown,
  filter: (shown, stores) => shown && stores.length === 0,
  fn: () => ({ kind: 'storesNotFound' as const }),
  target: notified,
});
// A list that could not be loaded is not an empty one: the page fails, as any page does.
sample({ clock: fetchStoresFx.fail, filter: $shown, target: pageFailed });
