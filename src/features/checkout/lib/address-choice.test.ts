import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@/shared/api';
import { addressesFor, matchingAddress, savedAddressFields } from './address-choice';
import { savedAddress } from '@/entities/address/index.testing';

const home = savedAddress({ address_comment: 'Qoʻngʻiroq ishlamaydi' });
const samarkand: SavedAddress = {
  ...home,
  id: 4,
  region: 'samarkand',
  city: 'Samarqand',
  is_default: false,
};

describe('saved addresses at checkout', () => {
  it('offers Tashkent addresses to the courier and express, the others to regional delivery', () => {
    expect(addressesFor('courier', [home, samarkand])).toEqual([home]);
    expect(addressesFor('express', [home, samarkand])).toEqual([home]);
    expect(addressesFor('regional', [home, samarkand])).toEqual([samarkand]);
    expect(addressesFor('pickup', [home, samarkand])).toEqual([]);
  });

  it('knows the form is a saved address whatever its note, and not once a field differs', () => {
    const fields = { ...savedAddressFields(home), address_comment: 'Boshqa izoh' };
    expect(matchingAddress(fields, [samarkand, home])).toBe(home);
    expect(matchingAddress({ ...fields, flat: '35' }, [samarkand, home])).toBeNull();
  });
});
