import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/shared/api';
import { $api, $authToken, accountTypeChanged } from './api';
import { $apiBaseUrl, $fetch } from './app';

const getUser = (api: ApiClient) => api.GET('/api/auth/user');
const getHome = (api: ApiClient) => api.GET('/api/resources/home');

function recordingFetch(body: unknown) {
  const seen: Request[] = [];
  const fetch = async (request: Request | string | URL) => {
    seen.push(request as Request);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe('shared API client', () => {
  it('sends no bearer credential while there is no token', async () => {
    const { seen, fetch } = recordingFetch({ id: 1 });
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$fetch, fetch],
      ],
    });
    await getUser(scope.getState($api)).catch(() => undefined);
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(seen[0]?.headers.get('X-LANG')).toBe('uz');
  });

  it('attaches the token from the moment it is known and drops it when it is cleared', async () => {
    const { seen, fetch } = recordingFetch({ id: 1 });
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$fetch, fetch],
      ],
    });
    await allSettled($authToken, { scope, params: 'token-abc' });
    expect(scope.getState($authToken)).toBe('token-abc');
    await getUser(scope.getState($api)).catch(() => undefined);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-abc');

    await allSettled($authToken, { scope, params: null });
    await getUser(scope.getState($api)).catch(() => undefined);
    expect(seen[1]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the account type only where the contract declares it', async () => {
    const { seen, fetch } = recordingFetch({});
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$fetch, fetch],
      ],
    });
    await allSettled(accountTypeChanged, { scope, params: 'individual' });
    await allSettled($authToken, { scope, params: 'token-abc' });
    await getHome(scope.getState($api)).catch(() => undefined);
    await getUser(scope.getState($api)).catch(() => undefined);
    const [home, user] = seen;
    expect(new URL(home?.url ?? '').pathname).toBe('/api/resources/home');
    expect(home?.headers.get('X-ACCOUNT-TYPE')).toBe('individual');
    expect(home?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(user?.headers.get('X-ACCOUNT-TYPE')).toBeNull();

    await allSettled(accountTypeChanged, { scope, params: null });
    await getHome(scope.getState($api)).catch(() => undefined);
    expect(seen[2]?.headers.get('X-ACCOUNT-TYPE')).toBeNull();
  });
});
