// What the saved cards need from the session: they are forgotten on sign-out.
export { loggedOut } from '../model/session';
