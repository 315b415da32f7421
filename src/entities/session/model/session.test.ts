import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $authState,
  $isAuthenticated,
  $sessionKnown,
  $user,
  $userType,
  fetchUserFx,
  loggedIn,
  loggedOut,
  logFx,
  logoutClicked,
  logoutEverywhereClicked,
  logoutServerFx,
  readAuthFx,
  rememberAccountTypeFx,
  sessionStarted,
  tokenReceived,
  writeAuthFx,
} from './session';
import { signedOutState, type AuthState, type AuthUser } from './types';
import { $accountType, $authToken, accountTypeChanged } from '@/shared/model';
import { apiFailure, shopper } from './test-fixtures';

// Records what the session announced, per scope.
const $loggedInUsers = createStore<AuthUser[]>([]).on(loggedIn, (users, user) => [...users, user]);
const $loggedOutCount = createStore(0).on(loggedOut, (count) => count + 1);

const storedSession: AuthState = {
  isAuthenticated: true,
  token: 'token-1',
  user: shopper,
  userType: 'individual',
};

function setup(
  handlers: {
    stored?: AuthState;
    user?: () => Promise<typeof shopper>;
    logout?: (scope: unknown) => Promise<void>;
  } = {},
) {
  const writes: AuthState[] = [];
  const logs: string[] = [];
  const scope = fork({
    handlers: [
      [readAuthFx, () => handlers.stored ?? signedOutState],
      [writeAuthFx, (state: AuthState) => void writes.push(state)],
      [fetchUserFx, handlers.user ?? (async () => shopper)],
      [logoutServerFx, handlers.logout ?? (async () => undefined)],
      [logFx, ({ message }: { message: string }) => void logs.push(message)],
    ],
  });
  return { scope, writes, logs };
}

describe('session', () => {
  it('starts anonymous with the account type as the text null', () => {
    const scope = fork();
    expect(scope.getState($authState)).toEqual({
      isAuthenticated: false,
      token: null,
      user: null,
      userType: 'null',
    });
  });

  it('restores a stored session and refreshes the profile', async () => {
    const user = vi.fn(async () => ({ ...shopper, name: 'Dilnoza A.' }));
    const { scope } = setup({ stored: storedSession, user });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($sessionKnown)).toBe(true);
    expect(scope.getState($authToken)).toBe('token-1');
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(user).toHaveBeenCalledOnce();
    expect(scope.getState($user)?.name).toBe('Dilnoza A.');
  });

  it('after verification stores the token, loads the user, sets the account type and emits logged in', async () => {
    const { scope, writes } = setup();
    await allSettled(sessionStarted, { scope });
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    expect(scope.getState($authState)).toEqual({
      isAuthenticated: true,
      token: 'token-2',
      user: shopper,
      userType: 'individual',
    });
    expect(scope.getState($loggedInUsers)).toEqual([shopper]);
    expect(writes.at(-1)).toEqual(scope.getState($authState));
  });

  it('logout calls the server, clears flag and token, and emits logged out', async () => {
    const logout = vi.fn(async () => undefined);
    const { scope, writes } = setup({ stored: storedSession, logout });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(logout).toHaveBeenCalledOnce();
    expect(scope.getState($loggedOutCount)).toBe(1);
    expect(scope.getState($authState)).toEqual(signedOutState);
    expect(writes.at(-1)).toEqual(signedOutState);
  });

  it('signing out signs out this device only', async () => {
    const logout = vi.fn(async (_scope: unknown) => undefined);
    const { scope } = setup({ stored: storedSession, logout });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(logout).toHaveBeenCalledWith('device');
  });

  it('signing out on all devices asks the server to revoke every token, then signs out here', async () => {
    const logout = vi.fn(async (_scope: unknown) => undefined);
    const { scope, writes } = setup({ stored: storedSession, logout });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutEverywhereClicked, { scope });
    expect(logout).toHaveBeenCalledOnce();
    expect(logout).toHaveBeenCalledWith('all');
    expect(scope.getState($loggedOutCount)).toBe(1);
    expect(scope.getState($authState)).toEqual(signedOutState);
    expect(writes.at(-1)).toEqual(signedOutState);
  });

  it('a failed logout on the server is only logged; the device still signs out', async () => {
    const { scope, logs } = setup({
      stored: storedSession,
      logout: async () => {
        throw apiFailure(500);
      },
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutClicked, { scope });
    expect(logs).toHaveLength(1);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
  });

  it('a 401 while loading the profile logs out', async () => {
    const logout = vi.fn(async () => undefined);
    const { scope } = setup({
      stored: storedSession,
      logout,
      user: async () => {
        throw apiFailure(401);
      },
    });
    await allSettled(sessionStarted, { scope });
    expect(logout).toHaveBeenCalledOnce();
    expect(scope.getState($authState)).toEqual(signedOutState);
  });

  it('other profile failures keep the session', async () => {
    const { scope } = setup({
      stored: storedSession,
      user: async () => {
        throw apiFailure(503);
      },
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($userType)).toBe('individual');
  });

  it('never writes storage before the stored session has been read', async () => {
    const { scope, writes } = setup({ stored: storedSession });
    await allSettled(tokenReceived, { scope, params: 'early' });
    expect(writes).toEqual([]);
  });

  it('reads broken or signed-out storage as anonymous', async () => {
    const scope = fork({
      handlers: [
        [readAuthFx, () => signedOutState],
        [writeAuthFx, () => undefined],
      ],
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($sessionKnown)).toBe(true);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });
});

describe('the account type the next full page is rendered for', () => {
  function withCookieWrites(handlers: Parameters<typeof setup>[0] = {}) {
    const cookies: string[] = [];
    const scope = fork({
      handlers: [
        [readAuthFx, () => handlers.stored ?? signedOutState],
        [writeAuthFx, () => undefined],
        [fetchUserFx, handlers.user ?? (async () => shopper)],
        [logoutServerFx, async () => undefined],
        [rememberAccountTypeFx, (userType: string) => void cookies.push(userType)],
      ],
    });
    return { scope, cookies };
  }
  const company: AuthUser = { ...shopper, user_type: 'legal_entity' };

  it('names a legal entity after sign-in and forgets it at sign-out', async () => {
    const { scope, cookies } = withCookieWrites({ user: async () => company });
    await allSettled(sessionStarted, { scope });
    await allSettled(tokenReceived, { scope, params: 'token-2' });
    expect(cookies.at(-1)).toBe('legal_entity');
    expect(scope.getState($accountType)).toBe('legal_entity');
    await allSettled(logoutClicked, { scope });
    expect(cookies.at(-1)).toBe('null');
    expect(scope.getState($accountType)).toBeNull();
  });

  it('is written again whenever a stored session is restored, for either account type', async () => {
    const restoredCompany = withCookieWrites({
      stored: { ...storedSession, user: company, userType: 'legal_entity' },
      user: async () => company,
    });
    await allSettled(sessionStarted, { scope: restoredCompany.scope });
    expect(restoredCompany.cookies[0]).toBe('legal_entity');

    const signedOut = withCookieWrites();
    await allSettled(sessionStarted, { scope: signedOut.scope });
    expect(signedOut.cookies).toEqual(['null']);
  });

  it('corrects a page rendered for a legal entity when the device holds no session', async () => {
    const { scope } = withCookieWrites();
    await allSettled(accountTypeChanged, { scope, params: 'legal_entity' });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($accountType)).toBeNull();
  });
});
