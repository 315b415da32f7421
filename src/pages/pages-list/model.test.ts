import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PageSummary } from '@/shared/api';
import { $pageStatus } from '@/shared/model';
import { $pages, listPagesFx, pageStarted } from './model';

const pages: PageSummary[] = [
  { slug: 'about', title: 'Biz haqimizda', updated_at: '2026-10-01T09:00:00Z' },
  { slug: 'delivery', title: 'Yetkazib berish', updated_at: '2026-10-02T09:00:00Z' },
];

describe('content pages list model', () => {
  it('loads the list of pages in the page language', async () => {
    const handler = vi.fn(async (_api: unknown, _locale: unknown) => pages);
    const scope = fork({ handlers: [[listPagesFx, handler]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(handler.mock.calls[0]?.[1]).toBe('uz');
    expect(scope.getState($pages)).toEqual(pages);
  });

  it('shows the error page when the list cannot be loaded', async () => {
    const scope = fork({
      handlers: [
        [
          listPagesFx,
          vi.fn().mockRejectedValue(new ApiError({ status: 500, code: 'internal', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(scope.getState($pageStatus)).toBe('error');
  });
});
