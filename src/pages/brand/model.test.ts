import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiLimits, type BrandDetail } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { $detail, $pastLastPage, getBrandFx, pageStarted } from './model';

const detail = {
  brand: {
    slug: 'lactel',
    name: 'Lactel',
    country: 'Fransiya',
    description: '',
    local: false,
    logo: null,
    product_count: 0,
  },
  products: { data: [], meta: { page: 2, per_page: 24, total: 30, pages: 2 } },
} as BrandDetail;

describe('brand page model', () => {
  it('loads the brand and the page of its products from the address', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => detail);
    const scope = fork({ handlers: [[getBrandFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'lactel' }, search: 'page=2', locale: 'ru' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({
      slug: 'lactel',
      page: 2,
      locale: 'ru',
      accountType: null,
    });
    expect(scope.getState($detail)).toEqual(detail);
  });

  it('answers 404 for an unknown brand', async () => {
    const scope = fork({
      handlers: [
        [
          getBrandFx,
          vi.fn().mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'nope' }, search: '', locale: 'uz' },
    });
    expect(scope.getState($pageStatus)).toBe('not-found');
  });
});

describe('brand products past their last page', () => {
  it.each([
    ['page=9999', 9999],
    ['page=99999999999', apiLimits.page],
  ])('%s leads to the last page, asking the API for page %i at most', async (search, asked) => {
    const handler = vi.fn(async (_api: unknown, request: { page: number }) => ({
      ...detail,
      products: { data: [], meta: { ...detail.products.meta, page: request.page } },
    }));
    const scope = fork({ handlers: [[getBrandFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'ahmad-tea' }, search, locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toMatchObject({ slug: 'ahmad-tea', page: asked });
    expect(scope.getState($pastLastPage)).toBe(2);
    expect(scope.getState($pageStatus)).toBe('ok');
  });

  it('is not claimed for a page of the list', async () => {
    const scope = fork({ handlers: [[getBrandFx, vi.fn(async () => detail)]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'lactel' }, search: 'page=2', locale: 'uz' },
    });
    expect(scope.getState($pastLastPage)).toBeNull();
  });
});
