import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $accountType, $api, $apiBaseUrl, $fetch } from '@/shared/model';
import {
  fetchUserFx,
  logoutClicked,
  logoutServerFx,
  readAuthFx,
  sessionStarted,
  tokenReceived,
  writeAuthFx,
} from './session';
import { shopper } from './test-fixtures';

describe('shopper API client', () => {
  it('attaches the token as a bearer credential and sets the account type', async () => {
    const seen: Request[] = [];
    const fakeFetch = async (request: Request | string | URL) => {
      seen.push(request as Request);
      return new Response(JSON.stringify(shopper), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$fetch, fakeFetch as typeof globalThis.fetch],
      ],
      handlers: [
        [
          readAuthFx,
          () => ({
            isAuthenticated: true,
            token: 'token-5',
            user: shopper,
            userType: 'individual',
          }),
        ],
        [writeAuthFx, () => undefined],
      ],
    });
    await allSettled(sessionStarted, { scope });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/auth/user');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-5');
    expect(seen[0]?.headers.get('X-LANG')).toBe('uz');
    expect(scope.getState($accountType)).toBe('individual');
    await allSettled(fetchUserFx, { scope });
    expect(seen).toHaveLength(2);
  });

  it('is the shared client: the token from a sign-in reaches every call until logout', async () => {
    const seen: Request[] = [];
    const fakeFetch = async (request: Request | string | URL) => {
      seen.push(request as Request);
      return new Response(JSON.stringify(shopper), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$fetch, fakeFetch as typeof globalThis.fetch],
      ],
      handlers: [
        [writeAuthFx, () => undefined],
        [logoutServerFx, () => undefined],
      ],
    });
    await allSettled(tokenReceived, { scope, params: 'token-9' });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-9');
    expect(scope.getState($accountType)).toBe('individual');

    await allSettled(logoutClicked, { scope });
    expect(scope.getState($accountType)).toBeNull();
    await scope.getState($api).GET('/api/resources/home');
    expect(seen.at(-1)?.headers.get('Authorization')).toBeNull();
  });
});
