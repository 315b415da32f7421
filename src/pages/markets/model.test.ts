import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Store } from '@/shared/api';
import { $locale, $notifications, $pageStatus, pageStatusReset } from '@/shared/model';
import { $stores, fetchStoresFx, storesRequested } from '@/entities/store';
import { pageStarted } from './model';

const store: Store = {
  id: 1,
  slug: 'chilonzor',
  name: 'Savat Chilonzor',
  address: 'Toshkent, Chilonzor tumani, Bunyodkor koʻchasi, 1',
  phone: '+998712000001',
  working_hours: '08:00–23:00',
  opens: '08:00',
  closes: '23:00',
  location: { lat: 41.2856, lng: 69.2034 },
};

const started = { params: {}, search: '', locale: 'uz' as const };

/** A scope whose stores cannot be loaded: the API answers 503. */
const unreachableStores = () =>
  fork({
    handlers: [
      [
        fetchStoresFx,
        vi.fn().mockRejectedValue(new ApiError({ status: 503, code: 'unavailable', message: 'x' })),
      ],
    ],
  });

describe('stores page model', () => {
  it('loads the stores in the page language', async () => {
    const handler = vi.fn(async (_api: unknown, _locale: unknown) => [store]);
    const scope = fork({ values: [[$locale, 'uz']], handlers: [[fetchStoresFx, handler]] });
    await allSettled(pageStarted, { scope, params: started });
    expect(handler.mock.calls[0]?.[1]).toBe('uz');
    expect(scope.getState($stores)).toEqual([store]);
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('tells the shopper "Stores not found" when the API returns none', async () => {
    const scope = fork({ handlers: [[fetchStoresFx, vi.fn(async () => [])]] });
    await allSettled(pageStarted, { scope, params: started });
    expect(scope.getState($notifications).map((notice) => notice.kind)).toEqual(['storesNotFound']);
  });

  it('fails the page (500), not "Stores not found", when the list cannot be loaded', async () => {
    const scope = unreachableStores();
    await allSettled(pageStarted, { scope, params: started });
    expect(scope.getState($pageStatus)).toBe('error');
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('leaves other pages alone when the stores the footer shows cannot be loaded', async () => {
    const scope = unreachableStores();
    await allSettled(pageStarted, { scope, params: started });
    await allSettled(pageStatusReset, { scope });
    // Another page is shown; the footer asks for the stores again.
    await allSettled(storesRequested, { scope });
    expect(scope.getState($pageStatus)).toBe('ok');
    expect(scope.getState($notifications)).toEqual([]);
  });
});
