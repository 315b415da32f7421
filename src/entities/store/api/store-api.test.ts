import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { getDeliverySettings } from '../../settings/api/get-delivery-settings';
import { listStores } from './list-stores';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('store and settings operations', () => {
  it('listStores answers the stores', async () => {
    const { result, request } = await exchange(contract, 'listStores', (client) =>
      listStores(client),
    );
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/store/stores');
    expect(result[0]).toMatchObject({ slug: 'chilonzor', opens: '08:00', closes: '23:00' });
  });

  it('getDeliverySettings answers fees and thresholds', async () => {
    const { result, request } = await exchange(contract, 'getDeliverySettings', (client) =>
      getDeliverySettings(client),
    );
    expect(request.path).toBe('/api/settings/delivery');
    expect(result).toMatchObject({ courier_fee: 15000, free_delivery_threshold: 300000 });
  });
});
