// What the cart needs from the session: it empties on sign-out and loads once the session is known.
export { loggedOut, sessionRestored } from '../model/session';
