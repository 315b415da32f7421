import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $query, type SearchOutcome } from '@/features/search';
import { ApiError, apiLimits } from '@/shared/api';
import { $notifications, $pageStatus } from '@/shared/model';
import { $outcome, $pastLastPage, $searchText, searchFx, pageStarted } from './model';

const outcome: SearchOutcome = {
  query: 'sut',
  correctedQuery: 'sut',
  result: { data: [], meta: { page: 1, per_page: 24, total: 0, pages: 0 } },
};

describe('search page model', () => {
  it('searches for the tidied query in the address', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => outcome);
    const scope = fork({ handlers: [[searchFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: "q=o'simlik%20%20yog'i", locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({
      q: 'oʻsimlik yogʻi',
      page: 1,
      locale: 'uz',
      accountType: null,
    });
    expect(scope.getState($outcome)).toEqual(outcome);
    expect(scope.getState($query)).toBe('oʻsimlik yogʻi');
  });

  it('asks nothing for an empty query', async () => {
    const handler = vi.fn(async () => outcome);
    const scope = fork({ handlers: [[searchFx, handler]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: 'q=%20', locale: 'ru' } });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState($searchText)).toBe('');
    expect(scope.getState($outcome)).toBeNull();
  });
});

describe('search results past their last page', () => {
  const eighteenFound = (pageNumber: number): SearchOutcome => ({
    query: 'goʻsht',
    correctedQuery: null,
    result: { data: [], meta: { page: pageNumber, per_page: 24, total: 18, pages: 1 } },
  });

  it.each([
    ['page=2', 2],
    ['page=99999999999', apiLimits.page],
  ])('%s leads to the last page, asking the API for page %i at most', async (page, asked) => {
    const handler = vi.fn(async (_api: unknown, request: { page: number }) =>
      eighteenFound(request.page),
    );
    const scope = fork({ handlers: [[searchFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: `q=go%CA%BBsht&${page}`, locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toMatchObject({ q: 'goʻsht', page: asked });
    expect(scope.getState($pastLastPage)).toBe(1);
    expect(scope.getState($pageStatus)).toBe('ok');
    // Something was found: the shopper is not told that nothing was.
    expect(scope.getState($notifications)).toEqual([]);
  });

  it('is not claimed for a page of results, nor when nothing was found', async () => {
    const scope = fork({ handlers: [[searchFx, vi.fn(async () => outcome)]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'q=sut&page=3', locale: 'uz' },
    });
    expect(scope.getState($pastLastPage)).toBeNull();
    // The page's empty state says so; no toast says it again.
    expect(scope.getState($notifications)).toEqual([]);
  });
});

describe('search failures', () => {
  const failingWith = (status: number) =>
    fork({
      handlers: [
        [
          searchFx,
          vi.fn().mockRejectedValue(new ApiError({ status, code: 'failure', message: 'x' })),
        ],
      ],
    });

  it.each([400, 404, 422])(
    'a query the API refuses (%i) shows "not found", never a server error',
    async (status) => {
      const scope = failingWith(status);
      await allSettled(pageStarted, {
        scope,
        params: { params: {}, search: 'q=sut&page=2', locale: 'uz' },
      });
      expect(scope.getState($pageStatus)).toBe('not-found');
    },
  );

  it('an API that cannot answer shows the error page', async () => {
    const scope = failingWith(503);
    await allSettled(pageStarted, { scope, params: { params: {}, search: 'q=sut', locale: 'uz' } });
    expect(scope.getState($pageStatus)).toBe('error');
  });
});
