import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, jsonResponse, loadContract, type Contract } from '@/shared/api/index.testing';
import { createAddress } from './create-address';
import { deleteAddress } from './delete-address';
import { listAddresses } from './list-addresses';
import { setDefaultAddress } from './set-default-address';
import { updateAddress } from './update-address';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

const home = {
  region: 'tashkent',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
} as const;

describe('address book operations', () => {
  it('listAddresses answers the saved addresses, the default first', async () => {
    const { result, request } = await exchange(contract, 'listAddresses', (client) =>
      listAddresses(client),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/addresses');
    expect(result[0]).toMatchObject({ id: 3, city: 'Chilonzor', is_default: true });
  });

  it('createAddress posts the address as typed and answers it saved', async () => {
    const { result, request } = await exchange(contract, 'createAddress', (client) =>
      createAddress(client, { address: home }),
    );
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/addresses');
    expect(request.body).toEqual(home);
    expect(result).toMatchObject({ id: 3, address: 'Bunyodkor koʻchasi 12' });
  });

  it('updateAddress puts the whole address at its id', async () => {
    const { request } = await exchange(contract, 'updateAddress', (client) =>
      updateAddress(client, { id: 3, address: { ...home, flat: '35' } }),
    );
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/api/addresses/3');
    expect(request.body).toEqual({ ...home, flat: '35' });
  });

  it('deleteAddress and setDefaultAddress address the saved address by id', async () => {
    const removed = await exchange(contract, 'deleteAddress', (client) =>
      deleteAddress(client, { id: 3 }),
    );
    expect(removed.request.method).toBe('DELETE');
    expect(removed.request.path).toBe('/api/addresses/3');
    expect(removed.result).toBeUndefined();
    const chosen = await exchange(contract, 'setDefaultAddress', (client) =>
      setDefaultAddress(client, { id: 3 }),
    );
    expect(chosen.request.path).toBe('/api/addresses/3/default');
    expect(chosen.result.map((address) => address.is_default)).toEqual([true]);
  });

  it('another shopper’s address is a 404', async () => {
    const answer = jsonResponse({ code: 'not_found', message: 'Topilmadi.' }, { status: 404 });
    await expect(
      exchange(contract, 'deleteAddress', (client) => deleteAddress(client, { id: 9 }), {
        answer,
      }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
