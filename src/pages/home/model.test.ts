import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Home } from '@/shared/api';
import { $accountType, $pageStatus } from '@/shared/model';
import { $home, getHomeFx, pageStarted } from './model';

const home: Home = { slides: [], categories: [], rails: [] };

describe('home page model', () => {
  it('loads the home content for the language and account type', async () => {
    const handler = vi.fn(async (_api: unknown, _request: unknown) => home);
    const scope = fork({
      values: [[$accountType, 'legal_entity']],
      handlers: [[getHomeFx, handler]],
    });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'ru' } });
    expect(handler.mock.calls[0]?.[1]).toEqual({ locale: 'ru', accountType: 'legal_entity' });
    expect(scope.getState($home)).toEqual(home);
    expect(scope.getState($pageStatus)).toBe('ok');
  });

  it('shows the error page when the content cannot be loaded', async () => {
    const scope = fork({ handlers: [[getHomeFx, vi.fn().mockRejectedValue(new Error('down'))]] });
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(scope.getState($pageStatus)).toBe('error');
  });
});
