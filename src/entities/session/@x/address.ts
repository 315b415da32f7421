// What the address book needs from the session: the saved addresses are forgotten on sign-out.
export { loggedOut } from '../model/session';
