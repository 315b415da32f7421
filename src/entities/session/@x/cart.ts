// What the cart needs from the session: it empties on sign-out, loads once the session is known,
// and is checked for the shopper's account type.
export { $userType, loggedOut, sessionRestored } from '../model/session';
export type { AuthUserType } from '../model/types';
