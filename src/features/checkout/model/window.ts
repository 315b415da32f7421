import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  listDeliveryWindows,
  type DeliveryWindow,
  type DeliveryWindowList,
  type DeliveryWindowQuery,
} from '@/entities/delivery-window';
import { $api, $locale } from '@/shared/model';
import { $form } from './form';

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
sample({ clock: $queryKey, fn: (): DeliveryWindow[] => [], target: $windows });
sample({ clock: $queryKey, fn: () => null, target: $chosenWindowId });
sample({
  clock: windowChosen,
  source: $windows,
  filter: (windows, id) => windows.some((window) => window.id === id && window.available),
  fn: (_, id) => id,
  target: $chosenWindowId,
});

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
