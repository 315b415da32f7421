import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/shared/api';
import { $categories, fetchCategoriesFx } from '@/entities/category';
import { $locale } from '@/shared/model';
import { pageStarted } from './model';

const dairy: Category = {
  id: 1,
  slug: 'dairy',
  name: 'Молочные продукты',
  image: null,
  product_count: 3,
  children: [],
};

describe('categories page model', () => {
  it('loads the category tree in the page language', async () => {
    const handler = vi.fn(async (_api: unknown, _locale: unknown) => [dairy]);
    const scope = fork({ values: [[$locale, 'ru']], handlers: [[fetchCategoriesFx, handler]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(handler.mock.calls[0]?.[1]).toBe('ru');
    expect(scope.getState($categories)).toEqual([dairy]);
  });

  it('uses the tree the header has already loaded instead of asking again', async () => {
    const handler = vi.fn(async (_api: unknown, _locale: unknown) => [dairy]);
    const scope = fork({ values: [[$locale, 'uz']], handlers: [[fetchCategoriesFx, handler]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
