// @vitest-environment node
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getDeliverySettings } from '@/entities/shop';
import { states } from '../states';
import { createPact, langHeader, storefrontClient } from '../support/pact';

const { integer, like, number, string } = MatchersV3;
const pact = createPact();

describe('settings', () => {
  it('reads the delivery settings', async () => {
    await pact
      .addInteraction()
      .given(states.deliverySettings)
      .uponReceiving('a request to get the delivery settings')
      .withRequest('GET', '/api/settings/delivery', (request) => request.headers(langHeader))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            currency_name: string('sum'),
            courier_fee: integer(15000),
            free_delivery_threshold: integer(300000),
            regional_tariff: like({
              base_fee: integer(25000),
              base_weight_grams: integer(1000),
              per_extra_kg: integer(5000),
            }),
            usd_rate: number(12650),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const settings = await getDeliverySettings(storefrontClient(mockServer));
        expect(settings).toMatchObject({ courier_fee: 15000, free_delivery_threshold: 300000 });
      });
  });
});
