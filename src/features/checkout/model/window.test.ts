import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { DeliveryWindowList } from '@/entities/shop';
import { $form, fieldChanged } from './form';
import {
  $chosenWindowId,
  $orderWindowId,
  $windowMissing,
  $windows,
  $windowsFailed,
  fetchWindowsFx,
  readChosenWindowFx,
  windowChosen,
  windowsRefreshed,
  writeChosenWindowFx,
} from './window';

const list: DeliveryWindowList = {
  data: [
    {
      id: 'courier-tashkent-20261124-1500',
      date: '2026-11-24',
      starts_at: '15:00',
      ends_at: '17:00',
      capacity: 8,
      left: 0,
      available: false,
    },
    {
      id: 'courier-tashkent-20261124-1700',
      date: '2026-11-24',
      starts_at: '17:00',
      ends_at: '19:00',
      capacity: 8,
      left: 3,
      available: true,
    },
  ],
  meta: { cutoff_minutes: 60, days: 3 },
};

describe('delivery window', () => {
  it('tells a failed read of the windows apart from none being free, and reads them again', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchWindowsFx,
          () => {
            if (fail) throw new Error('offline');
            return list;
          },
        ],
      ],
    });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'courier' } });
    expect(scope.getState($windows)).toEqual([]);
    expect(scope.getState($windowsFailed)).toBe(true);
    fail = false;
    await allSettled(windowsRefreshed, { scope });
    expect(scope.getState($windowsFailed)).toBe(false);
    expect(scope.getState($windows)).toHaveLength(2);
  });

  it('asks for Tashkent courier windows and needs one chosen; a full window cannot be', async () => {
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [[fetchWindowsFx, (query: unknown) => (asked.push(query), list)]],
    });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'courier' } });
    expect(asked).toEqual([{ type: 'courier', region: 'tashkent' }]);
    expect(scope.getState($windows)).toHaveLength(2);
    expect(scope.getState($windowMissing)).toBe(true);
    await allSettled(windowChosen, { scope, params: 'courier-tashkent-20261124-1500' });
    expect(scope.getState($chosenWindowId)).toBeNull();
    await allSettled(windowChosen, { scope, params: 'courier-tashkent-20261124-1700' });
    expect(scope.getState($orderWindowId)).toBe('courier-tashkent-20261124-1700');
    expect(scope.getState($windowMissing)).toBe(false);
  });

  it('has no windows for express or regional delivery, and forgets the choice', async () => {
    const scope = fork({ handlers: [[fetchWindowsFx, () => list]] });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'courier' } });
    await allSettled(windowChosen, { scope, params: 'courier-tashkent-20261124-1700' });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'express' } });
    expect(scope.getState($form).deliveryType).toBe('express');
    expect(scope.getState($orderWindowId)).toBeNull();
    expect(scope.getState($windowMissing)).toBe(false);
  });

  it('asks for the store’s pickup windows once a store is chosen', async () => {
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [[fetchWindowsFx, (query: unknown) => (asked.push(query), list)]],
    });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'pickup' } });
    expect(asked).toEqual([]);
    await allSettled(fieldChanged, { scope, params: { currentStore: 2 } });
    expect(asked).toEqual([{ type: 'pickup', store_id: 2 }]);
  });

  it('keeps the chosen window over a reload while the same delivery still offers it', async () => {
    const device: { chosen: unknown } = { chosen: null };
    const onDevice = () =>
      fork({
        handlers: [
          [fetchWindowsFx, () => list],
          [readChosenWindowFx, () => device.chosen],
          [writeChosenWindowFx, (chosen: unknown) => void (device.chosen = chosen)],
        ],
      });
    const before = onDevice();
    await allSettled(fieldChanged, { scope: before, params: { deliveryType: 'courier' } });
    await allSettled(windowChosen, { scope: before, params: 'courier-tashkent-20261124-1700' });
    expect(device.chosen).toEqual({
      delivery: JSON.stringify({ type: 'courier', region: 'tashkent' }),
      id: 'courier-tashkent-20261124-1700',
    });

    // The page is loaded again: the form comes back from its draft, then the windows.
    const after = onDevice();
    await allSettled(fieldChanged, { scope: after, params: { deliveryType: 'courier' } });
    expect(after.getState($orderWindowId)).toBe('courier-tashkent-20261124-1700');
    expect(after.getState($windowMissing)).toBe(false);

    // Another delivery never takes it back.
    const pickup = onDevice();
    await allSettled(fieldChanged, { scope: pickup, params: { deliveryType: 'pickup' } });
    await allSettled(fieldChanged, { scope: pickup, params: { currentStore: 2 } });
    expect(pickup.getState($chosenWindowId)).toBeNull();
  });
});
