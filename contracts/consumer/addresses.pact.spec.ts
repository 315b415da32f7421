// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '@/entities/address';
import { states } from '../states';
import { authHeaders, createPact, errorBody, storefrontClient } from '../support/pact';

const { integer, string, eachLike, boolean } = MatchersV3;
const pact = createPact();

const home = {
  region: 'tashkent',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
} as const;

describe('the address book', () => {
  it('lists the saved addresses', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to list the saved addresses')
      .withRequest('GET', '/api/addresses', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(1),
            region: string('tashkent'),
            city: string('Chilonzor'),
            address: string('Bunyodkor koʻchasi 12'),
            flat: string('34'),
            is_default: boolean(true),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const addresses = await listAddresses(storefrontClient(mockServer, { signedIn: true }));
        expect(addresses[0]).toMatchObject({ city: 'Chilonzor' });
      });
  });

  it('saves an address', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to save an address')
      .withRequest('POST', '/api/addresses', (request) =>
        request.headers({ ...authHeaders, 'Content-Type': 'application/json' }).jsonBody(home),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: { id: integer(1), ...home, entrance: '', location: null, is_default: true },
        }),
      )
      .executeTest(async (mockServer) => {
        const saved = await createAddress(storefrontClient(mockServer, { signedIn: true }), {
          address: home,
        });
        expect(saved).toMatchObject({ ...home, is_default: true });
      });
  });

  it('changes a saved address', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to change address 1')
      .withRequest('PUT', '/api/addresses/1', (request) =>
        request
          .headers({ ...authHeaders, 'Content-Type': 'application/json' })
          .jsonBody({ ...home, flat: '35' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { id: 1, ...home, flat: '35', is_default: true } }),
      )
      .executeTest(async (mockServer) => {
        const saved = await updateAddress(storefrontClient(mockServer, { signedIn: true }), {
          id: 1,
          address: { ...home, flat: '35' },
        });
        expect(saved.flat).toBe('35');
      });
  });

  it('makes address 2 the default', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to make address 2 the default')
      .withRequest('PUT', '/api/addresses/2/default', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: [
            { id: 2, city: string('Yunusobod'), is_default: true },
            { id: 1, city: string('Chilonzor'), is_default: false },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const addresses = await setDefaultAddress(
          storefrontClient(mockServer, { signedIn: true }),
          { id: 2 },
        );
        expect(addresses.map((a) => [a.id, a.is_default])).toEqual([
          [2, true],
          [1, false],
        ]);
      });
  });

  it('removes a saved address', async () => {
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request to remove address 1')
      .withRequest('DELETE', '/api/addresses/1', (request) => request.headers(authHeaders))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          deleteAddress(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).resolves.toBeUndefined();
      });
  });

  it('cannot change another customer’s address', async () => {
    await pact
      .addInteraction()
      .given(states.otherCustomersAddress)
      .uponReceiving('a request to change address 1 of another customer')
      .withRequest('PUT', '/api/addresses/1', (request) =>
        request.headers({ ...authHeaders, 'Content-Type': 'application/json' }).jsonBody(home),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          updateAddress(storefrontClient(mockServer, { signedIn: true }), {
            id: 1,
            address: home,
          }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });

  it('cannot remove another customer’s address', async () => {
    await pact
      .addInteraction()
      .given(states.otherCustomersAddress)
      .uponReceiving('a request to remove address 1 of another customer')
      .withRequest('DELETE', '/api/addresses/1', (request) => request.headers(authHeaders))
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          deleteAddress(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});
