import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { listDeliveryRegions } from './list-delivery-regions';
import { quoteDelivery } from './quote-delivery';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('delivery operations', () => {
  it('listDeliveryRegions answers the regions with their cities', async () => {
    const { result, request } = await exchange(contract, 'listDeliveryRegions', (client) =>
      listDeliveryRegions(client),
    );
    expect(request.path).toBe('/api/delivery/regions');
    expect(result[0]).toMatchObject({ code: 'khorezm', estimate_days: { min: 3, max: 5 } });
    expect(result[0]?.cities[1]).toEqual({ code: 'xiva', name: 'Khiva' });
  });

  it('quoteDelivery posts the region and lines and answers the blocked lines', async () => {
    const { result, request } = await exchange(contract, 'quoteDelivery', (client) =>
      quoteDelivery(client, { region: 'khorezm', lines: [{ product_id: 101, quantity: 2 }] }),
    );
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ region: 'khorezm', lines: [{ product_id: 101, quantity: 2 }] });
    expect(result.fee).toBe(35000);
    expect(result.blocked_lines).toEqual([
      { product_id: 101, name: 'Milk 3.2% 1 l', reason: 'perishable' },
    ]);
  });
});
