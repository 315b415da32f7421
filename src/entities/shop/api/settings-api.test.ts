import { beforeAll, describe, expect, it } from 'vitest';
import { exchange, loadContract, type Contract } from '@/shared/api/index.testing';
import { getDeliverySettings } from './get-delivery-settings';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('delivery settings operations', () => {
  it('getDeliverySettings answers fees and thresholds', async () => {
    const { result, request } = await exchange(contract, 'getDeliverySettings', (client) =>
      getDeliverySettings(client),
    );
    expect(request.path).toBe('/api/settings/delivery');
    expect(result).toMatchObject({ courier_fee: 15000, free_delivery_threshold: 300000 });
  });
});
