import type { SavedAddress } from '@/shared/api';

/** A saved address as the API answers it (a flat in Chilonzor, the default), with `changes` on top. */
export function savedAddress(changes: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 3,
    region: 'tashkent',
    city: 'Chilonzor',
    address: 'Bunyodkor koʻchasi 12',
    flat: '34',
    entrance: '',
    floor: '',
    intercom: '',
    address_comment: '',
    location: null,
    is_default: true,
    ...changes,
  };
}
