import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchCategoriesFx, type Category } from '@/entities/category';
import { fetchStoresFx } from '@/entities/store';
import { appStarted } from '@/shared/model';

const dairy: Category = {
  id: 1,
  slug: 'dairy',
  name: 'Sut mahsulotlari',
  image: null,
  product_count: 3,
  children: [{ id: 2, slug: 'milk', name: 'Sut', image: null, product_count: 3, children: [] }],
};

describe('app start', () => {
  it('loads categories and stores in the app language', async () => {
    const categories = vi.fn(async (_api: unknown, _locale: unknown) => [dairy]);
    const stores = vi.fn(async (_api: unknown, _locale: unknown) => []);
    const scope = fork({
      handlers: [
        [fetchCategoriesFx, categories],
        [fetchStoresFx, stores],
      ],
    });
    await allSettled(appStarted, {
      scope,
      params: {
        locale: 'en',
        config: { apiUrl: '', publicUrl: '', mapsApiKey: '' },
        apiBaseUrl: 'http://api',
      },
    });
    expect(categories.mock.calls[0]?.[1]).toBe('en');
    expect(stores.mock.calls[0]?.[1]).toBe('en');
  });
});
