import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $query, type SearchOutcome } from '@/features/search';
import { $outcome, $searchText, searchFx, pageStarted } from './model';

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
