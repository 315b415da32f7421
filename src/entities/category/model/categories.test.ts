import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/shared/api';
import { $locale } from '@/shared/model';
import {
  $categories,
  $categoriesLocale,
  categoriesRequested,
  categoryTrail,
  fetchCategoriesFx,
} from './categories';

const dairy: Category = {
  id: 1,
  slug: 'dairy',
  name: 'Sut mahsulotlari',
  image: null,
  product_count: 3,
  children: [{ id: 2, slug: 'milk', name: 'Sut', image: null, product_count: 3, children: [] }],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('categories cache', () => {
  it('shares one request between concurrent loads and keeps the answer', async () => {
    const answer = deferred<Category[]>();
    const handler = vi.fn(() => answer.promise);
    const scope = fork({ handlers: [[fetchCategoriesFx, handler]] });

    const first = allSettled(categoriesRequested, { scope });
    const second = allSettled(categoriesRequested, { scope });
    const third = allSettled(categoriesRequested, { scope });
    answer.resolve([dairy]);
    await Promise.all([first, second, third]);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($categories)).toEqual([dairy]);
    expect(scope.getState($categoriesLocale)).toBe('uz');

    await allSettled(categoriesRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('loads again for another language', async () => {
    const handler = vi.fn(async () => [dairy]);
    const scope = fork({ values: [[$locale, 'ru']], handlers: [[fetchCategoriesFx, handler]] });
    await allSettled(categoriesRequested, { scope });
    await allSettled($locale, { scope, params: 'en' });
    await allSettled(categoriesRequested, { scope });
    expect(handler.mock.calls.map((call: unknown[]) => call[1])).toEqual(['ru', 'en']);
  });

  it('tries again after a failed load', async () => {
    const handler = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([dairy]);
    const scope = fork({ handlers: [[fetchCategoriesFx, handler]] });
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categoriesLocale)).toBeNull();
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toEqual([dairy]);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('finds the trail of a category for breadcrumbs', () => {
    expect(categoryTrail([dairy], 'milk').map((c) => c.slug)).toEqual(['dairy', 'milk']);
    expect(categoryTrail([dairy], 'bread')).toEqual([]);
  });
});
