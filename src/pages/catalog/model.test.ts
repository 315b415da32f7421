import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiLimits, type ProductPage } from '@/shared/api';
import { $notifications, $pageStatus } from '@/shared/model';
import { fetchCategoriesFx } from '@/entities/category';
import {
  $listOutdated,
  $pastLastPage,
  $query,
  $result,
  listProductsFx,
  pageStarted,
  showMoreClicked,
} from './model';
import { formatCatalogQuery, parseCatalogQuery, toListQuery } from './query';

const page = (total: number): ProductPage => ({
  data: [],
  meta: { page: 1, per_page: 48, total, pages: Math.ceil(total / 48) },
});

const noCategories = vi.fn(async () => []);

describe('catalogue query in the address', () => {
  it('reads and writes filters and sort in one canonical form', () => {
    const query = parseCatalogQuery(
      'sort=price_asc&on_sale=1&brand=nestle&brand=lactel&in_stock=1&price_min=1000&category=dairy&page=2',
    );
    expect(query).toEqual({
      category: 'dairy',
      brands: ['lactel', 'nestle'],
      priceMin: 1000,
      priceMax: undefined,
      inStock: true,
      onSale: true,
      sort: 'price_asc',
      page: 2,
    });
    expect(formatCatalogQuery(query)).toBe(
      'category=dairy&brand=lactel&brand=nestle&price_min=1000&in_stock=1&on_sale=1&sort=price_asc&page=2',
    );
    expect(toListQuery(query)).toMatchObject({ in_stock: true, on_sale: true });
  });

  it('ignores malformed values', () => {
    expect(parseCatalogQuery('sort=cheapest&page=-3&price_max=abc')).toMatchObject({
      sort: 'popular',
      page: 1,
      priceMax: undefined,
    });
    expect(formatCatalogQuery(parseCatalogQuery(''))).toBe('');
  });
});

describe('catalogue page model', () => {
  it('loads the products for the filters in the address', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => page(30));
    const scope = fork({
      handlers: [
        [listProductsFx, handler],
        [fetchCategoriesFx, noCategories],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'category=dairy&sort=newest', locale: 'ru' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({
      query: { category: 'dairy', sort: 'newest', page: 1, per_page: 48 },
      locale: 'ru',
      accountType: null,
    });
    expect(scope.getState($result)?.meta.total).toBe(30);
    expect(scope.getState($query).category).toBe('dairy');
  });

  it('keeps only the answer to the latest filters', async () => {
    let releaseSlow!: () => void;
    const handler = vi.fn(async (_api: unknown, { query }: { query: { sort?: string } }) => {
      if (query.sort === 'name') {
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return page(1);
      }
      return page(2);
    });
    const scope = fork({
      handlers: [
        [listProductsFx, handler],
        [fetchCategoriesFx, noCategories],
      ],
    });
    const slow = allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'sort=name', locale: 'uz' },
    });
    const fast = allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'sort=newest', locale: 'uz' },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseSlow();
    await Promise.all([slow, fast]);
    expect(scope.getState($result)?.meta.total).toBe(2);
  });

  it('answers 404 for an unknown category', async () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'No such category' });
    const scope = fork({
      handlers: [
        [listProductsFx, vi.fn().mockRejectedValue(notFound)],
        [fetchCategoriesFx, noCategories],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'category=nope', locale: 'uz' },
    });
    expect(scope.getState($pageStatus)).toBe('not-found');
  });
});

describe('show more', () => {
  const tile = (id: number) => ({ id }) as ProductPage['data'][number];
  const pageOf = (number: number, ids: number[]): ProductPage => ({
    data: ids.map(tile),
    meta: { page: number, per_page: 2, total: 6, pages: 3 },
  });
  const handlers = () =>
    vi.fn(async (_api: unknown, { query }: { query: { page?: number } }) =>
      query.page === 2 ? pageOf(2, [3, 4]) : pageOf(query.page ?? 1, [1, 2]),
    );

  it('adds the next page under the products already shown', async () => {
    const scope = fork({
      handlers: [
        [listProductsFx, handlers()],
        [fetchCategoriesFx, noCategories],
      ],
    });
    const start = (search: string) =>
      allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    await start('sort=name');
    await allSettled(showMoreClicked, { scope });
    await start('sort=name&page=2');
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([1, 2, 3, 4]);
    expect(scope.getState($result)?.meta.page).toBe(2);
  });

  it('replaces the list when the page is reached another way', async () => {
    const scope = fork({
      handlers: [
        [listProductsFx, handlers()],
        [fetchCategoriesFx, noCategories],
      ],
    });
    const start = (search: string) =>
      allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    await start('sort=name');
    await start('sort=name&page=2');
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([3, 4]);

    await start('sort=name');
    await allSettled(showMoreClicked, { scope });
    await start('sort=newest&page=2');
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([3, 4]);
  });
});

describe('changing category', () => {
  const tile = (id: number) => ({ id }) as ProductPage['data'][number];
  const pageOf = (ids: number[], number = 1): ProductPage => ({
    data: ids.map(tile),
    meta: { page: number, per_page: 2, total: 6, pages: 3 },
  });

  it('marks the products on screen as out of date until the new category’s list is in', async () => {
    let releaseFruit!: () => void;
    const handler = vi.fn(async (_api: unknown, { query }: { query: { category?: string } }) => {
      if (query.category === 'fruit') {
        await new Promise<void>((resolve) => {
          releaseFruit = resolve;
        });
        return pageOf([7, 8]);
      }
      return pageOf([1, 2]);
    });
    const scope = fork({
      handlers: [
        [listProductsFx, handler],
        [fetchCategoriesFx, noCategories],
      ],
    });
    const start = (search: string) =>
      allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    await start('category=dairy');
    expect(scope.getState($listOutdated)).toBe(false);

    const fruit = start('category=fruit');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($query).category).toBe('fruit');
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([1, 2]);
    expect(scope.getState($listOutdated)).toBe(true);

    releaseFruit();
    await fruit;
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([7, 8]);
    expect(scope.getState($listOutdated)).toBe(false);
  });

  it('"show more" keeps the products on screen while the next page loads', async () => {
    let releaseNext!: () => void;
    const handler = vi.fn(async (_api: unknown, { query }: { query: { page?: number } }) => {
      if (query.page && query.page > 1) {
        await new Promise<void>((resolve) => {
          releaseNext = resolve;
        });
        return pageOf(query.page === 2 ? [3, 4] : [5, 6], query.page);
      }
      return pageOf([1, 2]);
    });
    const scope = fork({
      handlers: [
        [listProductsFx, handler],
        [fetchCategoriesFx, noCategories],
      ],
    });
    const start = (search: string) =>
      allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    await start('category=dairy');
    await allSettled(showMoreClicked, { scope });
    const next = start('category=dairy&page=2');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($listOutdated)).toBe(false);
    releaseNext();
    await next;
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([1, 2, 3, 4]);

    // A page reached by its number replaces the list, so the old one is out of date meanwhile.
    const third = start('category=dairy&page=3');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($listOutdated)).toBe(true);
    releaseNext();
    await third;
    expect(scope.getState($result)?.data.map((product) => product.id)).toEqual([5, 6]);
    expect(scope.getState($listOutdated)).toBe(false);
  });
});

describe('a page past the end of the list', () => {
  const listScope = (handler: (api: unknown, request: { query: { page?: number } }) => unknown) =>
    fork({
      handlers: [
        [listProductsFx, handler],
        [fetchCategoriesFx, noCategories],
      ],
    });
  const threePages = (pageNumber: number): ProductPage => ({
    data: [],
    meta: { page: pageNumber, per_page: 48, total: 120, pages: 3 },
  });

  it.each([
    ['page=9999', 9999],
    ['page=99999999999', apiLimits.page],
  ])('%s shows where the list ends, asking the API for page %i at most', async (search, asked) => {
    const handler = vi.fn(async (_api: unknown, { query }: { query: { page?: number } }) =>
      threePages(query.page ?? 1),
    );
    const scope = listScope(handler);
    await allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    expect(handler.mock.calls[0]?.[1]).toMatchObject({ query: { page: asked } });
    expect(scope.getState($pastLastPage)).toBe(3);
    expect(scope.getState($pageStatus)).toBe('ok');
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('is not claimed for a page within the list or for a list with no products', async () => {
    const handler = vi.fn(async (_api: unknown, { query }: { query: { page?: number } }) =>
      query.page === 2 ? { ...threePages(2), data: [{ id: 1 }] as ProductPage['data'] } : page(0),
    );
    const scope = listScope(handler);
    const start = (search: string) =>
      allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    await start('page=2');
    expect(scope.getState($pastLastPage)).toBeNull();
    await start('page=5&price_min=999999999');
    expect(scope.getState($pastLastPage)).toBeNull();
    // The list's empty state says so; no toast says it again.
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('sends a price bound above the highest amount as that amount', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => page(30));
    const scope = listScope(handler);
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'price_max=3000000000', locale: 'ru' },
    });
    expect(handler.mock.calls[0]?.[1]).toMatchObject({
      query: { price_max: apiLimits.money },
    });
    expect(scope.getState($pageStatus)).toBe('ok');
  });
});
