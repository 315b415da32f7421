import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut } from '@/entities/session/@x/address';
import type { SavedAddress } from '@/shared/api';
import { $api } from '@/shared/model';
import { listAddresses } from '../api/list-addresses';

/**
 * The shopper's address book as the server keeps it: listed where it is shown (the account,
 * checkout's address step), forgotten on sign-out (it is on the server, not on the device).
 */
const listApiFx = attach({ source: $api, effect: (api) => listAddresses(api) });
export const fetchAddressesFx = createEffect<void, SavedAddress[]>(() => listApiFx());

export const addressesRequested = createEvent();
/** An address was saved (added or changed): it takes its place in the list. */
export const addressSaved = createEvent<SavedAddress>();

export const $addresses = createStore<SavedAddress[]>([], { serialize: 'ignore' });
/** The addresses have been listed at least once since signing in. */
export const $addressesLoaded = createStore(false, { serialize: 'ignore' });

sample({ clock: addressesRequested, target: fetchAddressesFx });
sample({ clock: fetchAddressesFx.doneData, target: $addresses });
sample({ clock: fetchAddressesFx.done, fn: () => true, target: $addressesLoaded });
sample({
  clock: addressSaved,
  source: $addresses,
  fn: (addresses, saved) =>
    addresses.some((known) => known.id === saved.id)
      ? addresses.map((known) => (known.id === saved.id ? saved : known))
      : [...addresses, saved],
  target: $addresses,
});
sample({ clock: loggedOut, fn: (): SavedAddress[] => [], target: $addresses });
sample({ clock: loggedOut, fn: () => false, target: $addressesLoaded });

/** One line for a saved address: district or town, then street and house. */
export function addressLine(address: Pick<SavedAddress, 'city' | 'address'>): string {
  return [address.city, address.address].filter((part) => part.trim()).join(', ');
}
