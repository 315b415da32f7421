export { $signInOpen, signInRequested } from './model/sign-in-request';
// The phone and code steps are in './model/sign-in', loaded with the sign-in dialog.
/**
 * Pages with `requiresAuth: true` are wrapped by the router in `ProtectedPage`; their views read
 * the session (`@/entities/session`: `$user`, `$isAuthenticated`, `$sessionAccess`) and render a
 * neutral loading state until their `pageStarted` has loaded data.
 */
export { ProtectedPage } from './ui/protected-page';
export { SignInDialog } from './ui/sign-in-dialog-loader';
export { HeaderAccount } from './ui/header-account';
