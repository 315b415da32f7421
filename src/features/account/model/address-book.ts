import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $addresses,
  addressesRequested,
  addressSaved,
  createAddress,
  deleteAddress,
  fetchAddressesFx,
  setDefaultAddress,
  updateAddress,
} from '@/entities/address';
import { loggedOut } from '@/entities/session';
import { failureFacts, type AddressInput, type Region, type SavedAddress } from '@/shared/api';
import { $api } from '@/shared/model';

/** The address form as typed: every field a string, the region one of the contract's. */
export interface AddressDraft {
  region: Region;
  city: string;
  address: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  address_comment: string;
}

export const emptyDraft: AddressDraft = {
  region: 'tashkent',
  city: '',
  address: '',
  flat: '',
  entrance: '',
  floor: '',
  intercom: '',
  address_comment: '',
};

export type DraftProblems = Partial<Record<'city' | 'address', 'required'>>;
export type AddressBookFailure = 'load' | 'save' | 'invalid' | 'remove' | 'default';
export type AddressDialog = { mode: 'add' } | { mode: 'edit'; id: number };

/** The draft as the contract takes it: trimmed, with empty optional fields left out. */
export function draftToInput(draft: AddressDraft): AddressInput {
  const optional = ['flat', 'entrance', 'floor', 'intercom', 'address_comment'] as const;
  const input: AddressInput = {
    region: draft.region,
    city: draft.city.trim(),
    address: draft.address.trim(),
  };
  for (const field of optional) {
    const value = draft[field].trim();
    if (value) input[field] = value;
  }
  return input;
}

export function draftProblems(draft: AddressDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.city.trim()) problems.city = 'required';
  if (!draft.address.trim()) problems.address = 'required';
  return problems;
}

function draftOf(address: SavedAddress): AddressDraft {
  return {
    region: address.region,
    city: address.city,
    address: address.address,
    flat: address.flat,
    entrance: address.entrance,
    floor: address.floor,
    intercom: address.intercom,
    address_comment: address.address_comment,
  };
}

const createApiFx = attach({
  source: $api,
  effect: (api, address: AddressInput) => createAddress(api, { address }),
});
const updateApiFx = attach({
  source: $api,
  effect: (api, params: { id: number; address: AddressInput }) => updateAddress(api, params),
});
const deleteApiFx = attach({
  source: $api,
  effect: (api, id: number) => deleteAddress(api, { id }),
});
const setDefaultApiFx = attach({
  source: $api,
  effect: (api, id: number) => setDefaultAddress(api, { id }),
});

export const saveAddressFx = createEffect<
  { id: number | null; address: AddressInput },
  SavedAddress
>(({ id, address }) => (id === null ? createApiFx(address) : updateApiFx({ id, address })));
export const deleteAddressFx = createEffect<number, void>((id) => deleteApiFx(id));
export const setDefaultAddressFx = createEffect<number, SavedAddress[]>((id) =>
  setDefaultApiFx(id),
);

export const addAddressOpened = createEvent();
export const editAddressOpened = createEvent<SavedAddress>();
export const addressDialogClosed = createEvent();
export const draftChanged = createEvent<Partial<AddressDraft>>();
export const addressSubmitted = createEvent();
export const removeAddressClicked = createEvent<SavedAddress>();
export const removeAddressDismissed = createEvent();
export const removeAddressConfirmed = createEvent();
export const defaultAddressChosen = createEvent<number>();

export const $addressDialog = createStore<AddressDialog | null>(null, { serialize: 'ignore' });
export const $draft = createStore<AddressDraft>(emptyDraft, { serialize: 'ignore' });
/** Problems are shown once the shopper tried to save. */
export const $showDraftProblems = createStore(false, { serialize: 'ignore' });
export const $draftProblems = $draft.map(draftProblems);
export const $addressToRemove = createStore<SavedAddress | null>(null, { serialize: 'ignore' });
export const $addressBookFailure = createStore<AddressBookFailure | null>(null, {
  serialize: 'ignore',
});
export const $choosingDefaultAddress = createStore<number | null>(null, { serialize: 'ignore' });
export const $savingAddress = saveAddressFx.pending;
export const $removingAddress = deleteAddressFx.pending;
export const $addressesLoading = fetchAddressesFx.pending;

sample({
  clock: addAddressOpened,
  fn: (): AddressDialog => ({ mode: 'add' }),
  target: $addressDialog,
});
sample({
  clock: editAddressOpened,
  fn: (address): AddressDialog => ({ mode: 'edit', id: address.id }),
  target: $addressDialog,
});
sample({ clock: addAddressOpened, fn: () => emptyDraft, target: $draft });
sample({ clock: editAddressOpened, fn: draftOf, target: $draft });
sample({
  clock: [addAddressOpened, editAddressOpened, addressDialogClosed, loggedOut],
  fn: () => false,
  target: $showDraftProblems,
});
sample({
  clock: [addressDialogClosed, saveAddressFx.done, loggedOut],
  fn: () => null,
  target: $addressDialog,
});
sample({
  clock: draftChanged,
  source: $draft,
  fn: (draft, change) => ({ ...draft, ...change }),
  target: $draft,
});

const submitted = sample({
  clock: addressSubmitted,
  source: { draft: $draft, dialog: $addressDialog, saving: saveAddressFx.pending },
  filter: ({ dialog, saving }) => dialog !== null && !saving,
});
sample({ clock: submitted, fn: () => true, target: $showDraftProblems });
sample({
  clock: submitted,
  filter: ({ draft }) => Object.keys(draftProblems(draft)).length === 0,
  fn: ({ draft, dialog }) => ({
    id: dialog?.mode === 'edit' ? dialog.id : null,
    address: draftToInput(draft),
  }),
  target: saveAddressFx,
});
sample({ clock: saveAddressFx.doneData, target: addressSaved });
sample({
  clock: saveAddressFx.failData,
  fn: (error): AddressBookFailure => (failureFacts(error).status === 422 ? 'invalid' : 'save'),
  target: $addressBookFailure,
});
// An address another device removed meanwhile: the list is asked again.
sample({
  clock: saveAddressFx.fail,
  filter: ({ error }) => failureFacts(error).status === 404,
  target: fetchAddressesFx,
});

sample({ clock: removeAddressClicked, target: $addressToRemove });
sample({ clock: [removeAddressDismissed, loggedOut], fn: () => null, target: $addressToRemove });
sample({
  clock: removeAddressConfirmed,
  source: $addressToRemove,
  filter: (address: SavedAddress | null): address is SavedAddress => address !== null,
  fn: (address) => address.id,
  target: deleteAddressFx,
});
// One another device removed already is gone too: both leave the list.
const removed = sample({
  clock: [
    deleteAddressFx.done.map(({ params }) => params),
    deleteAddressFx.fail.filterMap(({ params, error }) =>
      failureFacts(error).status === 404 ? params : undefined,
    ),
  ],
});
sample({
  clock: removed,
  source: $addresses,
  fn: (addresses, id) => addresses.filter((address) => address.id !== id),
  target: $addresses,
});
sample({ clock: removed, fn: () => null, target: $addressToRemove });
// The server hands the default to another address when the default goes: ask which.
sample({ clock: removed, target: fetchAddressesFx });
sample({
  clock: deleteAddressFx.failData,
  filter: (error) => failureFacts(error).status !== 404,
  fn: (): AddressBookFailure => 'remove',
  target: $addressBookFailure,
});

sample({
  clock: defaultAddressChosen,
  source: { addresses: $addresses, choosing: $choosingDefaultAddress },
  filter: ({ addresses, choosing }, id) =>
    choosing === null && addresses.some((address) => address.id === id && !address.is_default),
  fn: (_, id) => id,
  target: [setDefaultAddressFx, $choosingDefaultAddress],
});
sample({ clock: setDefaultAddressFx.doneData, target: $addresses });
sample({ clock: setDefaultAddressFx.finally, fn: () => null, target: $choosingDefaultAddress });
sample({
  clock: setDefaultAddressFx.failData,
  fn: (): AddressBookFailure => 'default',
  target: $addressBookFailure,
});
sample({
  clock: setDefaultAddressFx.fail,
  filter: ({ error }) => failureFacts(error).status === 404,
  target: fetchAddressesFx,
});

sample({
  clock: fetchAddressesFx.fail,
  fn: (): AddressBookFailure => 'load',
  target: $addressBookFailure,
});
sample({
  clock: [
    addAddressOpened,
    editAddressOpened,
    addressDialogClosed,
    addressSubmitted,
    removeAddressClicked,
    removeAddressDismissed,
    defaultAddressChosen,
    addressesRequested,
    loggedOut,
  ],
  fn: () => null,
  target: $addressBookFailure,
});
