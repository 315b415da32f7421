import type { SavedAddress } from '@/entities/address';
import type { CheckoutForm } from './form';

/** The address fields of the checkout form that a saved address fills in. */
export type AddressFields = Pick<
  CheckoutForm,
  | 'region'
  | 'city'
  | 'address'
  | 'flat'
  | 'entrance'
  | 'floor'
  | 'intercom'
  | 'address_comment'
  | 'location'
>;

export function addressFields(form: AddressFields): AddressFields {
  return {
    region: form.region,
    city: form.city,
    address: form.address,
    flat: form.flat,
    entrance: form.entrance,
    floor: form.floor,
    intercom: form.intercom,
    address_comment: form.address_comment,
    location: form.location,
  };
}

export function savedAddressFields(saved: SavedAddress): AddressFields {
  return addressFields({ ...saved, location: saved.location ?? null });
}

const compared = ['region', 'city', 'address', 'flat', 'entrance', 'floor', 'intercom'] as const;

/** The saved address the form's address is (the note and the pin aside), or null. */
export function matchingAddress(
  form: AddressFields,
  saved: readonly SavedAddress[],
): SavedAddress | null {
  const same = (a: string, b: string) => a.trim() === b.trim();
  return saved.find((known) => compared.every((field) => same(known[field], form[field]))) ?? null;
}

/** Saved addresses a delivery method can go to: Tashkent for courier and express, else regional. */
export function addressesFor(
  deliveryType: CheckoutForm['deliveryType'],
  saved: readonly SavedAddress[],
): SavedAddress[] {
  if (deliveryType === null || deliveryType === 'pickup') return [];
  const inTashkent = deliveryType !== 'regional';
  return saved.filter((known) => (known.region === 'tashkent') === inTashkent);
}

export const noAddressTyped = (form: AddressFields) =>
  form.city.trim() === '' && form.address.trim() === '';
