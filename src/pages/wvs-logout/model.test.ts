import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $isAuthenticated,
  $unsavedForAccount,
  $unsavedSendTimeout,
  fetchUserFx,
  logoutServerFx,
  readAuthFx,
  sessionStarted,
  unsavedSettled,
  writeAuthFx,
} from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $signedOut, $stage, logoutPageShown, signOutConfirmed } from './model';

const signedIn = {
  isAuthenticated: true,
  token: 'token-1',
  user: null,
  userType: 'individual' as const,
};
const shopper = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  created_at: '2026-01-15T09:30:00Z',
  user_type: 'individual' as const,
};
const unauthorized = () =>
  new ApiError({ status: 401, code: 'unauthorized', message: 'Please sign in again.' });

function setup(
  stored: typeof signedIn | null,
  { user = async () => shopper, logout = vi.fn(async () => undefined) } = {},
) {
  const scope = fork({
    handlers: [
      [readAuthFx, () => stored ?? { ...signedIn, isAuthenticated: false, token: null }],
      [writeAuthFx, () => undefined],
      [fetchUserFx, user],
      [logoutServerFx, logout],
    ],
  });
  return { scope, logout };
}

describe('wvs logout page', () => {
  it('opening the address never signs out: any site could send the shopper there', async () => {
    const { scope, logout } = setup(signedIn);
    await allSettled(logoutPageShown, { scope });
    expect(scope.getState($stage)).toBe('checking');
    await allSettled(sessionStarted, { scope });
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($stage)).toBe('confirm');
  });

  it('signs out once the shopper presses the button, then confirms', async () => {
    const { scope, logout } = setup(signedIn);
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutPageShown, { scope });
    await Promise.all([
      allSettled(signOutConfirmed, { scope }),
      allSettled(signOutConfirmed, { scope }),
    ]);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($signedOut)).toBe(true);
  });

  it('signs out locally even when the server call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scope } = setup(signedIn, {
      logout: vi.fn(async () => {
        throw new Error('offline');
      }),
    });
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutPageShown, { scope });
    await allSettled(signOutConfirmed, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($stage)).toBe('signed-out');
  });

  it('calls the server once when the profile answers 401 while signing out', async () => {
    let answerProfile: (() => void) | undefined;
    const { scope, logout } = setup(signedIn, {
      // The stored token was revoked elsewhere: the profile refresh answers 401, late.
      user: () =>
        new Promise((_, reject) => {
          answerProfile = () => reject(unauthorized());
        }),
      logout: vi.fn(
        () =>
          new Promise<undefined>((resolve) => {
            answerProfile?.();
            setTimeout(() => resolve(undefined), 10);
          }),
      ),
    });
    // Settling waits for the profile, which answers only once the sign-out is under way.
    const started = allSettled(sessionStarted, { scope });
    const shown = allSettled(logoutPageShown, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($stage)).toBe('confirm');
    await Promise.all([started, shown, allSettled(signOutConfirmed, { scope })]);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($stage)).toBe('signed-out');
  });

  it('only confirms when nobody was signed in', async () => {
    const { scope, logout } = setup(null);
    await allSettled(logoutPageShown, { scope });
    await allSettled(sessionStarted, { scope });
    await allSettled(signOutConfirmed, { scope });
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($signedOut)).toBe(true);
  });

  it('asks again when signing out stopped to keep cart changes the account has not received', async () => {
    const { scope, logout } = setup(signedIn);
    await allSettled(sessionStarted, { scope });
    await allSettled(logoutPageShown, { scope });
    await allSettled($unsavedForAccount, { scope, params: true });
    await allSettled($unsavedSendTimeout, { scope, params: 50 });
    const pressed = allSettled(signOutConfirmed, { scope });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(scope.getState($stage)).toBe('signing-out');
    await allSettled(unsavedSettled, { scope, params: { saved: false } });
    await pressed;
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($stage)).toBe('confirm');
    // Pressed again, the sign-out goes ahead.
    await allSettled(signOutConfirmed, { scope });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(scope.getState($signedOut)).toBe(true);
  });
});
