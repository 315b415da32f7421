import { navigate } from 'wouter/use-browser-location';
import { navigateFx } from './sign-in';

// Client navigation after signing in; the path was checked to be same-site by `safeReturnTo`.
navigateFx.use((path) => navigate(path));
