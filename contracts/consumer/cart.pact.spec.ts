// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getCart, saveCart } from '@/entities/cart';
import type { CartLine } from '@/shared/api';
import { states } from '../states';
import {
  authHeaders,
  createPact,
  errorBody,
  fieldErrors,
  jsonHeaders,
  storefrontClient,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = createPact();

const milkLine: CartLine = {
  product_id: 1,
  name: 'Sut 3,2% 1 l',
  img_url: '/api/media/milk-320.webp',
  quantity: 2,
  attributes: { volume: '1 l' },
  price: 14500,
  slug: 'milk-1l',
  mxit: '10401001001000000',
  mxit_unit: '1520',
  weight: 1060,
  currency_name: 'sum',
};

const savedLine = {
  product_id: integer(1),
  name: string('Sut 3,2% 1 l'),
  img_url: string('/api/media/milk-320.webp'),
  quantity: integer(2),
  price: integer(14500),
  slug: string('milk-1l'),
  mxit: regex('^[0-9]{17}$', '10401001001000000'),
  mxit_unit: string('1520'),
  weight: integer(1060),
  currency_name: string('sum'),
};

describe('cart', () => {
  it('reads the saved cart', async () => {
    await pact
      .addInteraction()
      .given(states.cartWithMilk)
      .uponReceiving('a request to get the saved cart')
      .withRequest('GET', '/api/profile/cart', (request) => request.headers(authHeaders))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(savedLine)))
      .executeTest(async (mockServer) => {
        const lines = await getCart(storefrontClient(mockServer, { signedIn: true }));
        expect(lines[0]).toMatchObject({ slug: 'milk-1l', quantity: 2 });
      });
  });

  it('learns the session has ended when reading the cart', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a request to get the saved cart with a token that is not valid')
      .withRequest('GET', '/api/profile/cart', (request) => request.headers(authHeaders))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('unauthorized')))
      .executeTest(async (mockServer) => {
        await expect(
          getCart(storefrontClient(mockServer, { signedIn: true })),
        ).rejects.toMatchObject({ status: 401 });
      });
  });

  it('saves the cart', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to save the cart')
      .withRequest('POST', '/api/profile/cart', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders })
          .jsonBody({ cart_data: eachLike({ ...savedLine, attributes: like({ volume: '1 l' }) }) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(savedLine)))
      .executeTest(async (mockServer) => {
        const saved = await saveCart(storefrontClient(mockServer, { signedIn: true }), {
          cart_data: [milkLine],
        });
        expect(saved).toHaveLength(1);
        expect(saved[0]).toMatchObject({ product_id: 1, quantity: 2 });
      });
  });

  it('is told a line names a product that does not exist', async () => {
    await pact
      .addInteraction()
      .given(states.signedIn)
      .uponReceiving('a request to save a cart with an unknown product')
      .withRequest('POST', '/api/profile/cart', (request) =>
        request
          .headers({ ...authHeaders, ...jsonHeaders })
          .jsonBody({ cart_data: [{ ...milkLine, product_id: 999999, slug: 'no-such-product' }] }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          errorBody('validation_failed', {
            fields: fieldErrors('cart_data.0.product_id', 'not_found'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        await expect(
          saveCart(storefrontClient(mockServer, { signedIn: true }), {
            cart_data: [{ ...milkLine, product_id: 999999, slug: 'no-such-product' }],
          }),
        ).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
      });
  });
});
