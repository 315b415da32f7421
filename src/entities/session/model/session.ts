import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { accountTypeCookie } from '@/shared/lib/account-type';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { authStorageKey } from '../lib/auth-storage-key';
import { getUser } from '../api/get-user';
import { logout, type LogoutScope } from '../api/logout';
import { isUnauthorized, userTypes } from '@/shared/api';
import { $api, $authToken, accountTypeChanged } from '@/shared/model';
import {
  anonymousUserType,
  signedOutState,
  type AuthState,
  type AuthUser,
  type AuthUserType,
} from './types';

/** The browser started: restore the stored session. Never called on the server. */
export const sessionStarted = createEvent();
/** The session is known (restored from storage, or absent). */
export const sessionRestored = createEvent<AuthState>();
/** A code was verified and the server answered with an access token. */
export const tokenReceived = createEvent<string>();
export const logoutClicked = createEvent();
/** The shopper signs the account out on every device: every token it holds is revoked. */
export const logoutEverywhereClicked = createEvent();
export const loggedIn = createEvent<AuthUser>();
export const loggedOut = createEvent();
/** The profile changed on the server (edited, photo uploaded): load it again. */
export const userReloadRequested = createEvent();
/** The session is over on the server already (revoked, the account deleted): sign out here now. */
export const sessionRevoked = createEvent();

/**
 * The device holds what the account has not received yet (the cart's changes, told by the cart
 * feature), which signing out would lose. Signing out then asks for it to be sent
 * (`unsavedSendRequested`) and waits for the answer (`unsavedSettled`, or none within
 * `$unsavedSendTimeout`). Sent, the sign-out goes on; not sent, the shopper stays signed in and is
 * told (`signOutWouldLose`), and signing out again goes ahead without it.
 */
export const $unsavedForAccount = createStore(false, { serialize: 'ignore' });
export const unsavedSendRequested = createEvent();
export const unsavedSettled = createEvent<{ saved: boolean }>();
export const signOutWouldLose = createEvent();
export const $unsavedSendTimeout = createStore(10_000, { serialize: 'ignore' });

const getUserApiFx = attach({ source: $api, effect: (api) => getUser(api) });
const logoutApiFx = attach({
  source: $api,
  effect: (api, scope: LogoutScope) => logout(api, { scope }),
});
export const fetchUserFx = createEffect<void, AuthUser>(() => getUserApiFx());
export const logoutServerFx = createEffect<LogoutScope | void, void>((scope) =>
  logoutApiFx(scope ?? 'device'),
);

export const readAuthFx = createEffect<void, AuthState>(() =>
  toAuthState(readStored(authStorageKey)),
);
export const writeAuthFx = createEffect<AuthState, void>((state) => {
  if (state.isAuthenticated) writeStored(authStorageKey, state);
  else removeStored(authStorageKey);
});
export const logFx = createEffect<{ message: string; error: unknown }, void>(
  ({ message, error }) => {
    console.error(message, error);
  },
);

export const $user = createStore<AuthUser | null>(null, { serialize: 'ignore' });
export const $userType = createStore<AuthUserType>(anonymousUserType, { serialize: 'ignore' });
export const $isAuthenticated = createStore(false, { serialize: 'ignore' });
/** False on the server and until the browser has read the stored session. */
export const $sessionKnown = createStore(false, { serialize: 'ignore' });
/**
 * The last sign-out was the server's: the session ended (its token answered 401), the shopper
 * did not sign out. False again once they sign in.
 */
export const $sessionEnded = createStore(false, { serialize: 'ignore' });

export const $authState = combine(
  { isAuthenticated: $isAuthenticated, token: $authToken, user: $user, userType: $userType },
  (state): AuthState => state,
);

sample({ clock: sessionStarted, target: readAuthFx });
sample({ clock: readAuthFx.doneData, target: sessionRestored });
sample({ clock: readAuthFx.fail, fn: () => signedOutState, target: sessionRestored });
sample({ clock: sessionRestored, fn: (state) => state.token, target: $authToken });
sample({ clock: sessionRestored, fn: (state) => state.user, target: $user });
sample({ clock: sessionRestored, fn: (state) => state.userType, target: $userType });
sample({ clock: sessionRestored, fn: (state) => state.isAuthenticated, target: $isAuthenticated });
sample({ clock: sessionRestored, fn: () => true, target: $sessionKnown });
// A restored session refreshes the profile; a 401 there ends the session.
sample({ clock: sessionRestored, filter: (state) => state.isAuthenticated, target: fetchUserFx });

sample({ clock: tokenReceived, target: $authToken });
sample({ clock: tokenReceived, fn: () => true, target: $isAuthenticated });
// The profile load right after a code verification is the sign-in itself.
const loadSignedInUserFx = attach({ effect: fetchUserFx });
sample({ clock: tokenReceived, target: loadSignedInUserFx });
sample({ clock: userReloadRequested, filter: $isAuthenticated, target: fetchUserFx });

sample({ clock: fetchUserFx.doneData, target: $user });
sample({
  clock: fetchUserFx.doneData,
  fn: (user): AuthUserType => user.user_type,
  target: $userType,
});
sample({ clock: loadSignedInUserFx.doneData, target: loggedIn });

const logoutFx = attach({ effect: logoutServerFx });
// One sign-out at a time: a 401 that arrives while one is on its way, or after it, adds nothing.
// What the account has not received yet is sent first (see `$unsavedForAccount`).
const $signOutWaitingScope = createStore<LogoutScope | null>(null, { serialize: 'ignore' });
/** Signing out waits for what the account has not received (`unsavedSettled` answers it). */
export const $signOutWaiting = $signOutWaitingScope.map((scope) => scope !== null);
const $lossAccepted = createStore(false, { serialize: 'ignore' });
const signOutPressed = sample({
  clock: [
    logoutClicked.map((): LogoutScope => 'device'),
    logoutEverywhereClicked.map((): LogoutScope => 'all'),
  ],
  source: {
    pending: logoutFx.pending,
    waiting: $signOutWaitingScope,
    unsaved: $unsavedForAccount,
    accepted: $lossAccepted,
  },
  filter: ({ pending, waiting }) => !pending && waiting === null,
  fn: ({ unsaved, accepted }, scope) => ({ scope, wait: unsaved && !accepted }),
});
sample({
  clock: signOutPressed,
  filter: ({ wait }) => !wait,
  fn: ({ scope }) => scope,
  target: logoutFx,
});
const waitStarted = sample({
  clock: signOutPressed,
  filter: ({ wait }) => wait,
  fn: ({ scope }) => scope,
});
sample({ clock: waitStarted, target: [$signOutWaitingScope, unsavedSendRequested] });
const unsavedSendTimeoutFx = createEffect(
  (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)),
);
sample({ clock: waitStarted, source: $unsavedSendTimeout, target: unsavedSendTimeoutFx });
sample({
  clock: unsavedSendTimeoutFx.done,
  source: $signOutWaitingScope,
  filter: (waiting) => waiting !== null,
  fn: () => ({ saved: false }),
  target: unsavedSettled,
});
const settled = sample({
  clock: unsavedSettled,
  source: $signOutWaitingScope,
  filter: (waiting) => waiting !== null,
  fn: (scope, { saved }) => ({ scope: scope ?? 'device', saved }),
});
sample({ clock: [settled, loggedOut], fn: () => null, target: $signOutWaitingScope });
sample({
  clock: settled,
  filter: ({ saved }) => saved,
  fn: ({ scope }) => scope,
  target: logoutFx,
});
sample({ clock: settled, filter: ({ saved }) => !saved, target: signOutWouldLose });
$lossAccepted
  .on(signOutWouldLose, () => true)
  .reset([loggedOut, $unsavedForAccount.updates.filter({ fn: (unsaved) => !unsaved })]);
sample({
  clock: sessionRevoked,
  filter: logoutFx.pending.map((pending) => !pending),
  fn: (): LogoutScope => 'device',
  target: logoutFx,
});
const ended = sample({
  clock: fetchUserFx.failData,
  source: { signedIn: $isAuthenticated, pending: logoutFx.pending },
  filter: ({ signedIn, pending }, error) => signedIn && !pending && isUnauthorized(error),
});
sample({ clock: ended, fn: (): LogoutScope => 'device', target: logoutFx });
$sessionEnded.on(ended, () => true).reset(loggedIn);
sample({
  clock: logoutFx.fail,
  fn: ({ error }) => ({ message: 'Logout failed on the server; signing out locally', error }),
  target: logFx,
});
sample({ clock: logoutFx.finally, target: loggedOut });

sample({ clock: loggedOut, fn: () => null, target: [$authToken, $user] });
sample({ clock: loggedOut, fn: () => false, target: $isAuthenticated });
sample({ clock: loggedOut, fn: (): AuthUserType => anonymousUserType, target: $userType });

// Persist only once the stored session has been read, so it is never overwritten by defaults.
sample({
  clock: $authState,
  source: $sessionKnown,
  filter: (known) => known,
  fn: (_, state) => state,
  target: writeAuthFx,
});

function toAuthState(value: unknown): AuthState {
  if (typeof value !== 'object' || value === null) return signedOutState;
  const stored = value as Partial<Record<keyof AuthState, unknown>>;
  const token = typeof stored.token === 'string' && stored.token !== '' ? stored.token : null;
  if (stored.isAuthenticated !== true || token === null) return signedOutState;
  const user =
    typeof stored.user === 'object' && stored.user !== null ? (stored.user as AuthUser) : null;
  const userType = (userTypes as readonly unknown[]).includes(stored.userType)
    ? (stored.userType as AuthUserType)
    : anonymousUserType;
  return { isAuthenticated: true, token, user, userType };
}

/**
 * Names the account type in a cookie, so the server renders the next full page for it (see
 * `shared/lib/account-type`); removed for individuals and after sign-out. Browser only.
 */
export const rememberAccountTypeFx = createEffect<AuthUserType, void>((userType) => {
  if (typeof document === 'undefined') return;
  document.cookie = accountTypeCookie(userType, window.location.protocol === 'https:');
});

// Catalogue calls show what the shopper's account type may see. A restored session also
// corrects the account type the page was rendered for, should the cookie have been stale.
const userTypeKnown = sample({
  clock: [sessionRestored.map((state) => state.userType), $userType],
});
sample({
  clock: userTypeKnown,
  fn: (userType) => (userType === anonymousUserType ? null : userType),
  target: accountTypeChanged,
});
sample({ clock: userTypeKnown, target: rememberAccountTypeFx });
