import { combine, createEvent, createStore, sample } from 'effector';
import { $sessionAccess, logoutClicked, sessionRestored } from '@/entities/session';

/** The page is on screen in the browser (the session can only be ended there). */
export const logoutPageShown = createEvent();

const $shown = createStore(false, { serialize: 'ignore' }).on(logoutPageShown, () => true);

// Sign out once both are known: the page is shown and the stored session has been read.
sample({
  clock: [logoutPageShown, sessionRestored],
  source: { shown: $shown, access: $sessionAccess },
  filter: ({ shown, access }) => shown && access === 'signed-in',
  target: logoutClicked,
});

/** True once the shopper is signed out here (or already was). */
export const $signedOut = combine(
  $shown,
  $sessionAccess,
  (shown, access) => shown && access === 'signed-out',
);
