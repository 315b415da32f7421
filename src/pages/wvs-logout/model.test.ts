import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $isAuthenticated,
  logoutServerFx,
  readAuthFx,
  sessionStarted,
  writeAuthFx,
} from '@/entities/session';
import { $signedOut, logoutPageShown } from './model';

const signedIn = {
  isAuthenticated: true,
  token: 'token-1',
  user: null,
  userType: 'individual' as const,
};

function setup(stored: typeof signedIn | null) {
  const logout = vi.fn(() => undefined);
  const scope = fork({
    handlers: [
      [readAuthFx, () => stored ?? { ...signedIn, isAuthenticated: false, token: null }],
      [writeAuthFx, () => undefined],
      [logoutServerFx, logout],
    ],
  });
  return { scope, logout };
}

describe('wvs logout page', () => {
  it('signs out once the stored session is read, then confirms', async () => {
    const { scope, logout } = setup(signedIn);
    await allSettled(logoutPageShown, { scope });
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($signedOut)).toBe(false);
    await allSettled(sessionStarted, { scope });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($signedOut)).toBe(true);
  });

  it('signs out at once when the session is already known', async () => {
    const { scope, logout } = setup(signedIn);
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutPageShown, { scope });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($signedOut)).toBe(true);
  });

  it('signs out locally even when the server call fails', async () => {
    const failing = fork({
      values: [],
      handlers: [
        [readAuthFx, () => signedIn],
        [writeAuthFx, () => undefined],
        [
          logoutServerFx,
          () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await allSettled(sessionStarted, { scope: failing });
    await allSettled(logoutPageShown, { scope: failing });
    expect(failing.getState($isAuthenticated)).toBe(false);
    expect(failing.getState($signedOut)).toBe(true);
  });

  it('only confirms when nobody was signed in', async () => {
    const { scope, logout } = setup(null);
    await allSettled(logoutPageShown, { scope });
    await allSettled(sessionStarted, { scope });
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($signedOut)).toBe(true);
  });
});
