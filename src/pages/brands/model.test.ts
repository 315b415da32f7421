import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Brand } from '@/shared/api';
import { $accountType, $pageStatus } from '@/shared/model';
import { $brands, listBrandsFx, pageStarted } from './model';

const brands = [
  {
    slug: 'musaffo',
    name: 'Musaffo',
    country: 'Oʻzbekiston',
    description: '',
    local: true,
    logo: null,
    product_count: 12,
  },
] as Brand[];

describe('brands page model', () => {
  it('loads the brands in the page language for the shopper’s account type', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => brands);
    const scope = fork({
      values: [[$accountType, 'legal_entity']],
      handlers: [[listBrandsFx, handler]],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(handler.mock.calls[0]?.[1]).toEqual({ locale: 'ru', accountType: 'legal_entity' });
    expect(scope.getState($brands)).toEqual(brands);
  });

  it('shows the error page when the brands cannot be loaded', async () => {
    const scope = fork({
      handlers: [
        [
          listBrandsFx,
          vi.fn().mockRejectedValue(new ApiError({ status: 500, code: 'internal', message: 'x' })),
        ],
      ],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(scope.getState($pageStatus)).toBe('error');
    expect(scope.getState($brands)).toBeNull();
  });
});
