// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { confirmCard, createCard, listCards } from '@/entities/card';
import { pendingCardRequestId, rejectingCardRequestId, states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  fieldErrors,
  jsonHeaders,
  storefrontClient,
  uuid,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = createPact();

const card = {
  id: integer(1),
  masked_number: regex('^\\d{4} •••• •••• \\d{4}$', '8600 •••• •••• 0015'),
  brand: regex('^(uzcard|humo|visa|mastercard)$', 'uzcard'),
  expire: regex('^(0[1-9]|1[0-2])/\\d{2}$', '12/30'),
  is_default: like(true),
};
const headers = { ...authHeaders, ...jsonHeaders };

describe('payments', () => {
  it('starts adding a card', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to add the card 8600 0000 0000 0015')
      .withRequest('POST', '/api/payments/card/create', (request) =>
        request.headers(headers).jsonBody({ number: '8600000000000015', expire: '12/30' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            request_id: uuid(pendingCardRequestId),
            phone_masked: string('99890*****67'),
            resend_after: integer(60),
            expires_in: integer(300),
            code_length: integer(6),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const verification = await createCard(storefrontClient(mockServer, { signedIn: true }), {
          number: '8600000000000015',
          expire: '12/30',
        });
        expect(verification).toMatchObject({ request_id: pendingCardRequestId, code_length: 6 });
      });
  });

  it('is told the card has expired', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to add the expired card 8600 0000 0000 0049')
      .withRequest('POST', '/api/payments/card/create', (request) =>
        request.headers(headers).jsonBody({ number: '8600000000000049', expire: '12/30' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(errorBody('card_expired', { fields: fieldErrors('expire', 'invalid') })),
      )
      .executeTest(async (mockServer) => {
        await expect(
          createCard(storefrontClient(mockServer, { signedIn: true }), {
            number: '8600000000000049',
            expire: '12/30',
          }),
        ).rejects.toMatchObject({ status: 422, code: 'card_expired' });
      });
  });

  it('confirms the card with the SMS code', async () => {
    await pact
      .addInteraction()
      .given(states.cardPending)
      .uponReceiving('a request to confirm a card with the right code')
      .withRequest('POST', '/api/payments/card/confirm', (request) =>
        request.headers(headers).jsonBody({ request_id: pendingCardRequestId, code: '666666' }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ data: card }))
      .executeTest(async (mockServer) => {
        const saved = await confirmCard(storefrontClient(mockServer, { signedIn: true }), {
          request_id: pendingCardRequestId,
          code: '666666',
        });
        expect(saved).toMatchObject({ brand: 'uzcard', masked_number: '8600 •••• •••• 0015' });
      });
  });

  it('is told a wrong card code is wrong', async () => {
    await pact
      .addInteraction()
      .given(states.cardRejectsCodes)
      .uponReceiving('a request to confirm a card with a wrong code')
      .withRequest('POST', '/api/payments/card/confirm', (request) =>
        request.headers(headers).jsonBody({ request_id: rejectingCardRequestId, code: '123456' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(errorBody('invalid_code')))
      .executeTest(async (mockServer) => {
        await expect(
          confirmCard(storefrontClient(mockServer, { signedIn: true }), {
            request_id: rejectingCardRequestId,
            code: '123456',
          }),
        ).rejects.toMatchObject({ status: 422, code: 'invalid_code' });
      });
  });

  it('lists the saved cards', async () => {
    await pact
      .addInteraction()
      .given(states.twoCards)
      .uponReceiving('a request to list the saved cards')
      .withRequest('GET', '/api/payments/cards', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(card, 2) }))
      .executeTest(async (mockServer) => {
        const cards = await listCards(storefrontClient(mockServer, { signedIn: true }));
        expect(cards).toHaveLength(2);
        expect(cards[0]?.is_default).toBe(true);
      });
  });

  it('learns the session has ended when listing cards', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a request to list the saved cards with a token that is not valid')
      .withRequest('GET', '/api/payments/cards', (request) => request.headers(authHeaders))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('unauthorized')))
      .executeTest(async (mockServer) => {
        await expect(
          listCards(storefrontClient(mockServer, { signedIn: true })),
        ).rejects.toMatchObject({ status: 401 });
      });
  });
});
