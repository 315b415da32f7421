import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Blog } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { $blog, getBlogFx, pageStarted } from './model';

const blog = {
  slug: 'plov',
  title: 'Osh',
  excerpt: '',
  body: '<p>Osh</p>',
  published_at: '2026-11-01T09:00:00Z',
} as Blog;

describe('blog article model', () => {
  it('loads the article', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => blog);
    const scope = fork({ handlers: [[getBlogFx, handler]] });
    await allSettled(pageStarted, {
      scope,
      params: { params: { slug: 'plov' }, search: '', locale: 'uz' },
    });
    expect(handler.mock.calls[0]?.[1]).toEqual({ slug: 'plov', locale: 'uz' });
    expect(scope.getState($blog)).toEqual(blog);
  });

  it('answers 404 for an unknown article', async () => {
    const scope = fork({
      handlers: [
        [
          getBlogFx,
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
