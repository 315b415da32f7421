import { combine, createEvent, createStore, sample } from 'effector';
import {
  $sessionAccess,
  loggedOut,
  logoutClicked,
  logoutServerFx,
  signOutWouldLose,
} from '@/entities/session';

/** The page is on screen in the browser (the session can only be ended there). */
export const logoutPageShown = createEvent();
/**
 * The shopper pressed "Sign out" on this page. Only this ends the session: opening the address
 * alone (a link or redirect from any site) never does.
 */
export const signOutConfirmed = createEvent();

const $shown = createStore(false, { serialize: 'ignore' }).on(logoutPageShown, () => true);
// Back to the question when signing out stopped to keep cart changes the account has not received.
const $signingOut = createStore(false, { serialize: 'ignore' })
  .on(signOutConfirmed, () => true)
  .reset([loggedOut, signOutWouldLose]);

sample({
  clock: signOutConfirmed,
  source: { access: $sessionAccess, pending: logoutServerFx.pending },
  // A second press while the first is on its way does nothing.
  filter: ({ access, pending }) => access === 'signed-in' && !pending,
  target: logoutClicked,
});

export type LogoutStage = 'checking' | 'confirm' | 'signing-out' | 'signed-out';

/** What the page shows: the session being read, the question, the sign-out under way, done. */
export const $stage = combine(
  $shown,
  $sessionAccess,
  $signingOut,
  (shown, access, signingOut): LogoutStage => {
    if (!shown || access === 'pending') return 'checking';
    if (access === 'signed-out') return 'signed-out';
    return signingOut ? 'signing-out' : 'confirm';
  },
);

/** True once the shopper is signed out here (or already was). */
export const $signedOut = $stage.map((stage) => stage === 'signed-out');
