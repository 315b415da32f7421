// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '@/shared/model';
import { $returnTo, $signInOpen } from '../model/sign-in-request';
import {
  fetchUserFx,
  logoutClicked,
  userReloadRequested,
  logoutServerFx,
  sessionRestored,
  tokenReceived,
  writeAuthFx,
  signedOutState,
} from '@/entities/session';
import { shopper } from '@/entities/session/index.testing';
import { ApiError } from '@/shared/api';
import { ProtectedPage } from './protected-page';

// Expose React's act environment to the testing library in this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const context: PageContext = { params: { lang: 'uz' }, search: 'tab=2', locale: 'uz' };

function setup(fetchUser: () => unknown = () => shopper) {
  const scope = fork({
    handlers: [
      [writeAuthFx, () => undefined],
      [fetchUserFx, fetchUser],
      [logoutServerFx, () => undefined],
    ],
  });
  const location = memoryLocation({ path: '/uz/account?tab=2', record: true });
  const start = vi.fn<(context: PageContext) => void>();
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ProtectedPage start={start} context={context}>
            <p>Profile</p>
          </ProtectedPage>
        </Router>
      </IntlProvider>
    </Provider>,
  );
  return { scope, location, start };
}

async function settle(scope: Scope, run: (scope: Scope) => Promise<unknown>) {
  await act(async () => {
    await run(scope);
  });
}

afterEach(cleanup);

describe('ProtectedPage', () => {
  it('renders the page untouched and starts nothing while the session is unknown', () => {
    const { start } = setup();
    expect(screen.getByText('Profile')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the page once a signed-in session is restored', async () => {
    const { scope, start } = setup();
    await settle(scope, (s) =>
      allSettled(sessionRestored, {
        scope: s,
        params: { isAuthenticated: true, token: 't', user: shopper, userType: 'individual' },
      }),
    );
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(context);
    expect(screen.getByText('Profile')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, then starts the page after sign-in', async () => {
    const { scope, start } = setup();
    await settle(scope, (s) => allSettled(sessionRestored, { scope: s, params: signedOutState }));
    expect(start).not.toHaveBeenCalled();
    expect(scope.getState($signInOpen)).toBe(true);
    expect(scope.getState($returnTo)).toBe('/uz/account?tab=2');
    expect(screen.queryByText('Profile')).toBeNull();
    // Shown once its code (fetched with the sign-in dialog's) is in.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();

    await settle(scope, (s) => allSettled(tokenReceived, { scope: s, params: 'token-1' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Profile')).toBeTruthy();
  });

  it('the sign-in button reopens the dialog after it was closed', async () => {
    const { scope } = setup();
    await settle(scope, (s) => allSettled(sessionRestored, { scope: s, params: signedOutState }));
    await settle(scope, (s) => allSettled($signInOpen, { scope: s, params: false }));
    await act(() => vi.dynamicImportSettled());
    await act(async () => {
      screen.getByRole('button', { name: 'Sign in' }).click();
      await Promise.resolve();
    });
    expect(scope.getState($signInOpen)).toBe(true);
  });

  it('leaves for the home page when the shopper signs out here', async () => {
    const { scope, location } = setup();
    await settle(scope, (s) =>
      allSettled(sessionRestored, {
        scope: s,
        params: { isAuthenticated: true, token: 't', user: shopper, userType: 'individual' },
      }),
    );
    await settle(scope, (s) => allSettled(logoutClicked, { scope: s }));
    expect(location.history.at(-1)).toBe('/uz');
    expect(scope.getState($signInOpen)).toBe(false);
  });

  it('asks to sign in again, staying here, when the session ended on the server', async () => {
    let revoked = false;
    const { scope, location } = setup(() => {
      if (revoked) throw new ApiError({ status: 401, code: 'unauthorized', message: 'x' });
      return shopper;
    });
    await settle(scope, (s) =>
      allSettled(sessionRestored, {
        scope: s,
        params: { isAuthenticated: true, token: 't', user: shopper, userType: 'individual' },
      }),
    );
    revoked = true;
    await settle(scope, (s) => allSettled(userReloadRequested, { scope: s }));
    expect(location.history.at(-1)).toBe('/uz/account?tab=2');
    expect(scope.getState($signInOpen)).toBe(true);
    expect(scope.getState($returnTo)).toBe('/uz/account?tab=2');
  });
});
