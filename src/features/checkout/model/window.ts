import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  listDeliveryWindows,
  type DeliveryWindow,
  type DeliveryWindowList,
  type DeliveryWindowQuery,
} from '@/entities/shop';
import { loggedOut } from '@/entities/session';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { $api, $locale } from '@/shared/model';
import { $form, draftCleared } from './form';

/**
 * The two-hour window of a courier (Tashkent) or pickup order: the windows offered for the
 * chosen delivery, with the places left, and the one the shopper chose. Express and regional
 * delivery have none.
 */
export const windowChosen = createEvent<string>();

const listWindowsApiFx = attach({
  source: { api: $api, locale: $locale },
  effect: ({ api, locale }, query: DeliveryWindowQuery) =>
    listDeliveryWindows(api, query, { locale }),
});
export const fetchWindowsFx = createEffect<DeliveryWindowQuery, DeliveryWindowList>((query) =>
  listWindowsApiFx(query),
);

/** Which windows the form needs: none for express and regional, or before a store is chosen. */
export const $windowQuery = $form.map((form): DeliveryWindowQuery | null => {
  if (form.deliveryType === 'courier' && form.region === 'tashkent') {
    return { type: 'courier', region: 'tashkent' };
  }
  if (form.deliveryType === 'pickup' && form.currentStore !== null) {
    return { type: 'pickup', store_id: form.currentStore };
  }
  return null;
});
const $queryKey = $windowQuery.map((query) => (query ? JSON.stringify(query) : null));

export const $windows = createStore<DeliveryWindow[]>([], { serialize: 'ignore' });
export const $chosenWindowId = createStore<string | null>(null, { serialize: 'ignore' });

sample({
  clock: $queryKey,
  source: $windowQuery,
  filter: (query) => query !== null,
  fn: (query) => query!,
  target: fetchWindowsFx,
});
sample({ clock: fetchWindowsFx.doneData, fn: ({ data }) => data, target: $windows });
/** The windows could not be read (offline, server error): not the same as none being free. */
export const $windowsFailed = createStore(false, { serialize: 'ignore' });
sample({ clock: fetchWindowsFx.fail, fn: () => true, target: $windowsFailed });
sample({ clock: [fetchWindowsFx, $queryKey], fn: () => false, target: $windowsFailed });
sample({ clock: $queryKey, fn: (): DeliveryWindow[] => [], target: $windows });
sample({ clock: $queryKey, fn: () => null, target: $chosenWindowId });
sample({
  clock: windowChosen,
  source: $windows,
  filter: (windows, id) => windows.some((window) => window.id === id && window.available),
  fn: (_, id) => id,
  target: $chosenWindowId,
});

// The chosen window survives a reload, like the rest of the checkout form: kept on the device
// with the delivery it was chosen for, and taken back only while that delivery still offers it.
const windowStorageKey = 'checkout-window';
interface StoredWindow {
  delivery: string;
  id: string;
}
export const readChosenWindowFx = createEffect<void, StoredWindow | null>(() => {
  const stored = readStored(windowStorageKey) as Partial<StoredWindow> | null;
  return typeof stored?.delivery === 'string' && typeof stored.id === 'string'
    ? { delivery: stored.delivery, id: stored.id }
    : null;
});
export const writeChosenWindowFx = createEffect<StoredWindow | null, void>((chosen) => {
  if (chosen) writeStored(windowStorageKey, chosen);
  else removeStored(windowStorageKey);
});

sample({
  clock: fetchWindowsFx.done,
  source: $chosenWindowId,
  filter: (id) => id === null,
  target: readChosenWindowFx,
});
sample({
  clock: readChosenWindowFx.doneData,
  source: { key: $queryKey, windows: $windows },
  filter: ({ key, windows }, stored) =>
    stored !== null &&
    stored.delivery === key &&
    windows.some((window) => window.id === stored.id && window.available),
  fn: (_, stored) => stored!.id,
  target: $chosenWindowId,
});
sample({
  clock: windowChosen,
  source: { key: $queryKey, id: $chosenWindowId },
  filter: ({ key, id }, chosen) => key !== null && id === chosen,
  fn: ({ key }, id): StoredWindow => ({ delivery: key!, id }),
  target: writeChosenWindowFx,
});
sample({ clock: [draftCleared, loggedOut], fn: () => null, target: writeChosenWindowFx });

/** The window the order takes, when the delivery has windows. */
export const $orderWindowId = combine($windowQuery, $chosenWindowId, (query, id) =>
  query ? id : null,
);
/**
 * A courier or pickup order still waits for its window: windows are offered and none is chosen.
 * When the windows cannot be read, the order goes without one rather than not at all.
 */
export const $windowMissing = combine(
  $windowQuery,
  $chosenWindowId,
  $windows,
  (query, id, windows) =>
    query !== null && id === null && windows.some((window) => window.available),
);
/** Asks for the windows again (after a window filled up under the shopper). */
export const windowsRefreshed = createEvent();
sample({
  clock: windowsRefreshed,
  source: $windowQuery,
  filter: (query) => query !== null,
  fn: (query) => query!,
  target: fetchWindowsFx,
});
