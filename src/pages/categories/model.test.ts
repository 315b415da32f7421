import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/shared/api';
import { $categories, $categoryImages, fetchCategoriesFx } from '@/entities/category';
import { $locale, appStarted } from '@/shared/model';
import { pageStarted } from './model';

const config = { apiUrl: '', publicUrl: 'https://savat.uz', mapsApiKey: '' };

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

describe('what the category tree carries into the page', () => {
  const picture = {
    src: '/api/media/milk-640.webp',
    alt: 'Milk',
    width: 640,
    height: 640,
    sources: [],
  };
  const tree: Category[] = [
    {
      ...dairy,
      children: [
        { id: 2, slug: 'milk', name: 'Молоко', image: picture, product_count: 2, children: [] },
      ],
    },
  ];

  it('is names and links on every page; the pictures only on the page of every category', async () => {
    const scope = fork({
      values: [[$locale, 'ru']],
      handlers: [[fetchCategoriesFx, async () => tree]],
    });
    await allSettled(appStarted, {
      scope,
      params: { locale: 'ru', config, apiBaseUrl: 'http://api.test' },
    });
    const carried = JSON.stringify(serialize(scope));
    expect(carried).toContain('"slug":"milk"');
    expect(carried).not.toContain('milk-640.webp');
    expect(scope.getState($categoryImages)).toEqual({});

    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(scope.getState($categoryImages)).toEqual({ milk: picture });
    expect(JSON.stringify(serialize(scope))).toContain('milk-640.webp');
  });

  it('asks the API again for the pictures in a browser, which has the tree without them', async () => {
    const server = fork({ handlers: [[fetchCategoriesFx, async () => tree]] });
    await allSettled(appStarted, {
      scope: server,
      params: { locale: 'ru', config, apiBaseUrl: 'http://api.test' },
    });
    // The browser starts from what another page's HTML carried, then opens this page.
    const handler = vi.fn(async () => tree);
    const browser = fork({
      values: serialize(server),
      handlers: [[fetchCategoriesFx, handler]],
    });
    await allSettled(pageStarted, {
      scope: browser,
      params: { params: {}, search: '', locale: 'ru' },
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(browser.getState($categoryImages)).toEqual({ milk: picture });
  });
});
