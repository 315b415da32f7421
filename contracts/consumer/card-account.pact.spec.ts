// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { deleteCard, setDefaultCard } from '@/entities/card';
import { states } from '../states';
import { authHeaders, createPact, errorBody, storefrontClient } from '../support/pact';

const { integer, string } = MatchersV3;
const pact = createPact();

describe('cards in the account', () => {
  it('makes the second saved card the default', async () => {
    await pact
      .addInteraction()
      .given(states.twoCards)
      .uponReceiving('a request to make card 2 the default')
      .withRequest('PUT', '/api/payments/cards/2/default', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: [
            { id: 2, masked_number: string('9860 •••• •••• 0018'), is_default: true },
            { id: integer(1), masked_number: string('8600 •••• •••• 0015'), is_default: false },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const cards = await setDefaultCard(storefrontClient(mockServer, { signedIn: true }), {
          id: 2,
        });
        expect(cards[0]).toMatchObject({ id: 2, is_default: true });
      });
  });

  it('removes a saved card', async () => {
    await pact
      .addInteraction()
      .given(states.twoCards)
      .uponReceiving('a request to remove card 1')
      .withRequest('DELETE', '/api/payments/cards/1', (request) => request.headers(authHeaders))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          deleteCard(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).resolves.toBeUndefined();
      });
  });

  it('cannot remove another customer’s card', async () => {
    await pact
      .addInteraction()
      .given(states.otherCustomersCard)
      .uponReceiving('a request to remove card 1 of another customer')
      .withRequest('DELETE', '/api/payments/cards/1', (request) => request.headers(authHeaders))
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          deleteCard(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });

  it('cannot make another customer’s card the default', async () => {
    await pact
      .addInteraction()
      .given(states.otherCustomersCard)
      .uponReceiving('a request to make card 1 of another customer the default')
      .withRequest('PUT', '/api/payments/cards/1/default', (request) =>
        request.headers(authHeaders),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorBody('not_found')))
      .executeTest(async (mockServer) => {
        await expect(
          setDefaultCard(storefrontClient(mockServer, { signedIn: true }), { id: 1 }),
        ).rejects.toMatchObject({ status: 404 });
      });
  });
});
