import { attach, createEvent, createStore, sample } from 'effector';
import type { Store } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { $api, $locale, appStarted } from '@/shared/model';
import { listStores } from '../api/list-stores';

/** The footer, the stores page or the structured data need the list of physical stores. */
export const storesRequested = createEvent();

export const fetchStoresFx = attach({
  source: $api,
  effect: (api, locale: Locale): Promise<Store[]> => listStores(api, { locale }),
});

export const $stores = createStore<Store[]>([]);
export const $storesLocale = createStore<Locale | null>(null);
export const $storesLoading = fetchStoresFx.pending;

// The footer needs the stores on every page.
sample({ clock: appStarted, target: storesRequested });

sample({
  clock: storesRequested,
  source: { loadedFor: $storesLocale, locale: $locale, loading: fetchStoresFx.pending },
  filter: ({ loadedFor, locale, loading }) => !loading && loadedFor !== locale,
  fn: ({ locale }) => locale,
  target: fetchStoresFx,
});
sample({ clock: fetchStoresFx.doneData, target: $stores });
sample({ clock: fetchStoresFx.done, fn: ({ params }) => params, target: $storesLocale });
