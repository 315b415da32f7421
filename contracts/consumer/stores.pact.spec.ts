// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listStores } from '@/entities/store';
import { states } from '../states';
import { createPact, langHeader, storefrontClient } from '../support/pact';

const { eachLike, integer, like, number, regex, string } = MatchersV3;
const pact = createPact();

describe('stores', () => {
  it('lists the stores', async () => {
    await pact
      .addInteraction()
      .given(states.stores)
      .uponReceiving('a request to list the stores')
      .withRequest('GET', '/api/store/stores', (request) => request.headers(langHeader))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(1),
            slug: string('chilonzor'),
            name: string('Savat Chilonzor'),
            address: string('Toshkent, Chilonzor tumani, Bunyodkor shoh koʻchasi, 12'),
            phone: regex('^\\+998\\d{9}$', '+998712001010'),
            opens: regex('^([01]\\d|2[0-3]):[0-5]\\d$', '08:00'),
            closes: regex('^([01]\\d|2[0-3]):[0-5]\\d$', '23:00'),
            location: like({ lat: number(41.2856), lng: number(69.2034) }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const stores = await listStores(storefrontClient(mockServer));
        expect(stores[0]).toMatchObject({ slug: 'chilonzor', opens: '08:00' });
      });
  });
});
