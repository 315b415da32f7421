import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $addresses,
  $addressesLoaded,
  addressesRequested,
  addressSaved,
  createAddress,
  type AddressInput,
  type SavedAddress,
} from '@/entities/address';
import { loggedOut } from '@/entities/session';
import type { OrderCreateRequest } from '@/shared/api';
import { $api } from '@/shared/model';
import {
  addressesFor,
  addressFields,
  matchingAddress,
  noAddressTyped,
  savedAddressFields,
  type AddressFields,
} from '../lib/address-choice';
import { $form, fieldChanged } from './form';
import { checkoutOpened, placeOrderFx } from './order';

/** One tap on a saved address fills the address step with it. */
export const savedAddressChosen = createEvent<SavedAddress>();
/** "Another address": the address the shopper was typing comes back. */
export const typedAddressChosen = createEvent();
export const saveNewAddressToggled = createEvent<boolean>();

const createApiFx = attach({
  source: $api,
  effect: (api, address: AddressInput) => createAddress(api, { address }),
});
export const saveCheckoutAddressFx = createEffect<AddressInput, SavedAddress>((address) =>
  createApiFx(address),
);

/** The saved addresses the chosen delivery method can go to. */
export const $addressChoices = combine($form, $addresses, (form, saved) =>
  addressesFor(form.deliveryType, saved),
);
/** The saved address the step's address is, or null while another one is typed. */
export const $chosenAddress = combine($form, $addressChoices, (form, saved) =>
  matchingAddress(form, saved),
);
/** What the shopper typed last that is none of the saved addresses: kept while one is chosen. */
export const $typedAddress = createStore<AddressFields | null>(null, { serialize: 'ignore' });
/** "Save this address" for a newly typed address: saved once the order is placed. */
export const $saveNewAddress = createStore(false, { serialize: 'ignore' });

// The address book is on the server: checkout asks for it (another device may have added one).
sample({ clock: checkoutOpened, target: addressesRequested });

sample({
  clock: $form,
  source: $addressChoices,
  filter: (saved, form) => !noAddressTyped(form) && matchingAddress(form, saved) === null,
  fn: (_, form) => addressFields(form),
  target: $typedAddress,
});
sample({ clock: savedAddressChosen, fn: savedAddressFields, target: fieldChanged });
sample({
  clock: typedAddressChosen,
  source: { typed: $typedAddress, form: $form },
  fn: ({ typed, form }): Partial<AddressFields> =>
    typed ?? {
      city: '',
      address: '',
      flat: '',
      entrance: '',
      floor: '',
      intercom: '',
      address_comment: '',
      location: null,
      region: form.region,
    },
  target: fieldChanged,
});

// The default address is preselected once per checkout, when nothing is typed yet.
const $preselected = createStore(false, { serialize: 'ignore' });
sample({ clock: checkoutOpened, fn: () => false, target: $preselected });
sample({ clock: [savedAddressChosen, typedAddressChosen], fn: () => true, target: $preselected });
sample({
  clock: [$addressChoices, $addressesLoaded],
  source: {
    form: $form,
    saved: $addressChoices,
    loaded: $addressesLoaded,
    preselected: $preselected,
  },
  filter: ({ form, saved, loaded, preselected }) =>
    loaded && !preselected && saved.length > 0 && noAddressTyped(form),
  fn: ({ saved }) => saved.find((known) => known.is_default) ?? saved[0]!,
  target: savedAddressChosen,
});

sample({ clock: saveNewAddressToggled, target: $saveNewAddress });
// Saved with the order, as it was sent, unless it is one of the saved addresses by then.
sample({
  clock: placeOrderFx.done,
  source: { save: $saveNewAddress, saved: $addresses },
  filter: ({ save, saved }, { params }) =>
    save &&
    params.order.delivery.type !== 'pickup' &&
    matchingAddress(deliveryFields(params.order.delivery), saved) === null,
  fn: (_, { params }) => addressInput(params.order.delivery),
  target: saveCheckoutAddressFx,
});
sample({ clock: saveCheckoutAddressFx.doneData, target: addressSaved });
sample({
  clock: [placeOrderFx.done, loggedOut],
  fn: () => false,
  target: $saveNewAddress,
});
sample({ clock: loggedOut, fn: () => null, target: $typedAddress });

type Delivery = OrderCreateRequest['delivery'];

function deliveryFields(delivery: Delivery): AddressFields {
  return {
    region: delivery.region,
    city: delivery.city ?? '',
    address: delivery.address ?? '',
    flat: delivery.flat ?? '',
    entrance: delivery.entrance ?? '',
    floor: delivery.floor ?? '',
    intercom: delivery.intercom ?? '',
    address_comment: delivery.address_comment ?? '',
    location: delivery.location ?? null,
  };
}

function addressInput(delivery: Delivery): AddressInput {
  const fields = deliveryFields(delivery);
  const input: AddressInput = {
    region: fields.region,
    city: fields.city.trim(),
    address: fields.address.trim(),
  };
  for (const field of ['flat', 'entrance', 'floor', 'intercom', 'address_comment'] as const) {
    const value = fields[field].trim();
    if (value) input[field] = value;
  }
  if (fields.location) input.location = fields.location;
  return input;
}
