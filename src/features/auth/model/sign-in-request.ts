import { createEffect, createEvent, createStore, sample } from 'effector';
import { safeReturnTo } from '../lib/return-to';
import { loggedIn } from '@/entities/session';

/**
 * Asking to sign in, and where to continue afterwards: what the header, protected pages and the
 * dialog's loader need on every page. The phone and code steps (./sign-in.ts) come with the
 * dialog's code, fetched the first time a shopper asks to sign in.
 */
export const signInRequested = createEvent<{ returnTo?: string | null }>();
export const signInClosed = createEvent();
/** Signed in from the dialog; carries where to continue, if anywhere. */
export const signInCompleted = createEvent<string | null>();
export const navigateFx = createEffect<string, void>();

export const $signInOpen = createStore(false, { serialize: 'ignore' });
export const $returnTo = createStore<string | null>(null, { serialize: 'ignore' });

sample({
  clock: signInRequested,
  fn: (request) => safeReturnTo(request.returnTo),
  target: $returnTo,
});
sample({ clock: signInRequested, fn: () => true, target: $signInOpen });
sample({ clock: [signInClosed, signInCompleted], fn: () => false, target: $signInOpen });
sample({ clock: signInClosed, fn: () => null, target: $returnTo });

sample({
  clock: loggedIn,
  source: { open: $signInOpen, returnTo: $returnTo },
  filter: ({ open }) => open,
  fn: ({ returnTo }) => returnTo,
  target: signInCompleted,
});
sample({
  clock: signInCompleted,
  filter: (returnTo): returnTo is string => returnTo !== null,
  target: navigateFx,
});
sample({ clock: signInCompleted, fn: () => null, target: $returnTo });
