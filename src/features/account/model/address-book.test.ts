import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $addresses, fetchAddressesFx } from '@/entities/address';
import { ApiError, type SavedAddress } from '@/shared/api';
import {
  $addressBookFailure,
  $addressDialog,
  $showDraftProblems,
  addAddressOpened,
  addressSubmitted,
  defaultAddressChosen,
  deleteAddressFx,
  draftChanged,
  draftToInput,
  editAddressOpened,
  emptyDraft,
  removeAddressClicked,
  removeAddressConfirmed,
  saveAddressFx,
  setDefaultAddressFx,
} from './address-book';
import { savedAddress } from '@/entities/address/index.testing';

const home = savedAddress();
const office: SavedAddress = { ...home, id: 4, city: 'Yunusobod', flat: '', is_default: false };

describe('address book', () => {
  it('sends a new address trimmed, without empty optional fields, and lists it', async () => {
    const save = vi.fn(async () => office);
    const scope = fork({ handlers: [[saveAddressFx, save]] });
    await allSettled(addAddressOpened, { scope });
    await allSettled(draftChanged, {
      scope,
      params: { city: 'Yunusobod', address: '  Amir Temur 108 ', flat: ' ' },
    });
    await allSettled(addressSubmitted, { scope });
    expect(save).toHaveBeenCalledWith({
      id: null,
      address: { region: 'tashkent', city: 'Yunusobod', address: 'Amir Temur 108' },
    });
    expect(scope.getState($addresses)).toEqual([office]);
    expect(scope.getState($addressDialog)).toBeNull();
  });

  it('does not send an address without a district or street, and shows why', async () => {
    const save = vi.fn(async () => office);
    const scope = fork({ handlers: [[saveAddressFx, save]] });
    await allSettled(addAddressOpened, { scope });
    await allSettled(addressSubmitted, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($showDraftProblems)).toBe(true);
  });

  it('changes a saved address in place', async () => {
    const changed = { ...home, flat: '35' };
    const save = vi.fn(async () => changed);
    const scope = fork({
      values: [[$addresses, [home, office]]],
      handlers: [[saveAddressFx, save]],
    });
    await allSettled(editAddressOpened, { scope, params: home });
    await allSettled(draftChanged, { scope, params: { flat: '35' } });
    await allSettled(addressSubmitted, { scope });
    expect(save).toHaveBeenCalledWith({
      id: 3,
      address: {
        region: 'tashkent',
        city: 'Chilonzor',
        address: 'Bunyodkor koʻchasi 12',
        flat: '35',
      },
    });
    expect(scope.getState($addresses)).toEqual([changed, office]);
  });

  it('removes an address, also one another device removed already (404)', async () => {
    const scope = fork({
      values: [[$addresses, [home, office]]],
      handlers: [
        [
          deleteAddressFx,
          async () => {
            throw new ApiError({ status: 404, code: 'not_found', message: 'Topilmadi.' });
          },
        ],
        [fetchAddressesFx, async () => [home]],
      ],
    });
    await allSettled(removeAddressClicked, { scope, params: office });
    await allSettled(removeAddressConfirmed, { scope });
    expect(scope.getState($addresses)).toEqual([home]);
    expect(scope.getState($addressBookFailure)).toBeNull();
  });

  it('makes another address the default as the server answers', async () => {
    const answer = [
      { ...office, is_default: true },
      { ...home, is_default: false },
    ];
    const scope = fork({
      values: [[$addresses, [home, office]]],
      handlers: [[setDefaultAddressFx, async () => answer]],
    });
    await allSettled(defaultAddressChosen, { scope, params: 4 });
    expect(scope.getState($addresses)).toEqual(answer);
  });

  it('draftToInput keeps the note and entrance when given', () => {
    expect(
      draftToInput({
        ...emptyDraft,
        city: 'Olmazor',
        address: 'Beruniy 5',
        entrance: '2',
        address_comment: 'Qoʻngʻiroq qiling',
      }),
    ).toEqual({
      region: 'tashkent',
      city: 'Olmazor',
      address: 'Beruniy 5',
      entrance: '2',
      address_comment: 'Qoʻngʻiroq qiling',
    });
  });
});
