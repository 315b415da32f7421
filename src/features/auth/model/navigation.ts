import { navigate } from 'wouter/use-browser-location';
import { navigateFx } from './sign-in-request';

// Client navigation after signing in; the path was checked to be same-site by `safeReturnTo`.
// Signing in on the page to return to (a protected page) stays put: no second history entry.
navigateFx.use((path) => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (path !== here) navigate(path);
});
