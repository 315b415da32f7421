import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '@/shared/api/index.testing';
import { exchange } from '@/shared/api/index.testing';
import { listDeliveryWindows } from './list-delivery-windows';

let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

describe('delivery window operations', () => {
  it('listDeliveryWindows sends the type and place in the query', async () => {
    const { result, request } = await exchange(contract, 'listDeliveryWindows', (client) =>
      listDeliveryWindows(client, { type: 'courier', region: 'tashkent', date: '2026-11-24' }),
    );
    expect(request.path).toBe('/api/delivery/windows');
    expect(Object.fromEntries(request.query)).toEqual({
      type: 'courier',
      region: 'tashkent',
      date: '2026-11-24',
    });
    expect(result.data[0]).toMatchObject({ starts_at: '16:00', left: 0, available: false });
    expect(result.meta.cutoff_minutes).toBe(60);
  });
});
