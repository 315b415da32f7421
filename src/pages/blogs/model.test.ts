import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiLimits, type BlogList } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { $blogs, $pastLastPage, listBlogsFx, pageStarted } from './model';

const list = {
  data: [],
  meta: { page: 3, per_page: 12, total: 30, pages: 3 },
} as unknown as BlogList;

describe('blog list page model', () => {
  it('loads the page of articles named in the address', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => list);
    const scope = fork({ handlers: [[listBlogsFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'page=3', locale: 'ru' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({ page: 3, locale: 'ru' });
    expect(scope.getState($blogs)).toEqual(list);
  });

  it('reads a malformed page number as the first page', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => list);
    const scope = fork({ handlers: [[listBlogsFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'page=-2', locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({ page: 1, locale: 'uz' });
  });

  it('shows the error page when the list cannot be loaded', async () => {
    const scope = fork({
      handlers: [
        [
          listBlogsFx,
          vi
            .fn()
            .mockRejectedValue(new ApiError({ status: 503, code: 'unavailable', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'en' } });
    expect(scope.getState($pageStatus)).toBe('error');
    expect(scope.getState($blogs)).toBeNull();
  });
});

describe('blog list past its last page', () => {
  it.each([
    ['page=9999', 9999],
    ['page=99999999999', apiLimits.page],
  ])('%s leads to the last page, asking the API for page %i at most', async (search, asked) => {
    const handler = vi.fn(async (_api: unknown, request: { page: number }) => ({
      ...list,
      meta: { ...list.meta, page: request.page },
    }));
    const scope = fork({ handlers: [[listBlogsFx, handler]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search, locale: 'uz' } });
    expect(handler.mock.calls[0]?.[1]).toEqual({ page: asked, locale: 'uz' });
    expect(scope.getState($pastLastPage)).toBe(3);
    expect(scope.getState($pageStatus)).toBe('ok');
  });

  it('is not claimed for a page of the list', async () => {
    const scope = fork({ handlers: [[listBlogsFx, vi.fn(async () => list)]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'page=3', locale: 'uz' },
    });
    expect(scope.getState($pastLastPage)).toBeNull();
  });

  it('a request the API refuses shows "not found", never a server error', async () => {
    const scope = fork({
      handlers: [
        [
          listBlogsFx,
          vi
            .fn()
            .mockRejectedValue(
              new ApiError({ status: 422, code: 'validation_failed', message: 'x' }),
            ),
        ],
      ],
    });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'page=2', locale: 'uz' },
    });
    expect(scope.getState($pageStatus)).toBe('not-found');
  });
});
