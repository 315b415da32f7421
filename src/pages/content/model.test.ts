import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Page } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { $page, getPageFx, pageStarted } from './model';

const about = {
  slug: 'about',
  title: 'Biz haqimizda',
  body: '<p>Savat</p>',
  updated_at: '2026-01-01T00:00:00Z',
} as Page;

describe('content page model', () => {
  it('loads the page named by the route', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => about);
    const scope = fork({ handlers: [[getPageFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'about' }, search: '', locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({ slug: 'about', locale: 'uz' });
    expect(scope.getState($page)).toEqual(about);
  });

  it('answers 404 for an unknown page and 500 for a failure', async () => {
    const missing = fork({
      handlers: [
        [
          getPageFx,
          vi.fn().mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, {
      scope: missing,
      params: { params: { slug: 'nope' }, search: '', locale: 'en' },
    });
    expect(missing.getState($pageStatus)).toBe('not-found');
    const broken = fork({
      handlers: [
        [
          getPageFx,
          vi
            .fn()
            .mockRejectedValue(new ApiError({ status: 503, code: 'unavailable', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, {
      scope: broken,
      params: { params: { slug: 'about' }, search: '', locale: 'en' },
    });
    expect(broken.getState($pageStatus)).toBe('error');
  });
});
