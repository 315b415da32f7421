export {
  $returnTo,
  $signInOpen,
  signInClosed,
  signInCompleted,
  signInRequested,
} from './model/sign-in-request';
// The phone and code steps are in './model/sign-in', loaded with the sign-in dialog.
export { safeReturnTo } from './lib/return-to';
/**
 * Pages with `requiresAuth: true` are wrapped by the router in `ProtectedPage`; their views read
 * the session (`@/entities/session`: `$user`, `$isAuthenticated`, `$sessionAccess`) and render a
 * neutral loading state until their `pageStarted` has loaded data.
 */
export { ProtectedPage, type ProtectedPageProps } from './ui/protected-page';
export { SignInRequired } from './ui/sign-in-required';
export { SignInDialog, preloadSignInDialog } from './ui/sign-in-dialog-loader';
export { HeaderAccount } from './ui/header-account';
