import './model/navigation';

export {
  $authState,
  $isAuthenticated,
  $sessionKnown,
  $token,
  $user,
  $userType,
  authStorageKey,
  fetchUserFx,
  loggedIn,
  loggedOut,
  logoutClicked,
  logFx,
  logoutServerFx,
  readAuthFx,
  sessionRestored,
  sessionStarted,
  tokenReceived,
  userReloadRequested,
  writeAuthFx,
} from './model/session';
export {
  $returnTo,
  $signInOpen,
  navigateFx,
  signInClosed,
  signInCompleted,
  signInRequested,
} from './model/sign-in-request';
// The phone and code steps are in './model/sign-in', loaded with the sign-in dialog.
export { anonymousUserType, type AuthState, type AuthUser, type AuthUserType } from './model/types';
export { $shopperApi } from './model/api';
export { failureFacts, isUnauthorized, type FailureFacts } from './lib/api-error';
export { safeReturnTo } from './lib/return-to';
/**
 * Pages with `requiresAuth: true` are wrapped by the router in `ProtectedPage`; their views read
 * `$user` / `$isAuthenticated` (or `$sessionAccess`: 'pending' | 'signed-in' | 'signed-out') and
 * render a neutral loading state until their `pageStarted` has loaded data.
 */
export { $sessionAccess, type SessionAccess } from './model/access';
export { ProtectedPage, type ProtectedPageProps } from './ui/protected-page';
export { SignInRequired } from './ui/sign-in-required';
export { SignInDialog, preloadSignInDialog } from './ui/sign-in-dialog-loader';
export { HeaderAccount } from './ui/header-account';
