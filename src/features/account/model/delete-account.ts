import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $api, $locale, notified } from '@/shared/model';
import { failureFacts } from '@/shared/api';
import { deleteProfile, loggedOut, sessionRevoked } from '@/entities/session';
import { links } from '@/shared/lib/links';
import { navigateFx } from './navigation';

const deleteProfileApiFx = attach({ source: $api, effect: (api) => deleteProfile(api) });
export const deleteAccountFx = createEffect<void, void>(() => deleteProfileApiFx());

export const deleteAccountClicked = createEvent();
export const deleteAccountCancelled = createEvent();
export const deleteAccountConfirmed = createEvent();

export const $deleteDialogOpen = createStore(false, { serialize: 'ignore' });
export const $deleteFailed = createStore(false, { serialize: 'ignore' });
export const $deletingAccount = deleteAccountFx.pending;

sample({ clock: deleteAccountClicked, fn: () => true, target: $deleteDialogOpen });
sample({ clock: deleteAccountClicked, fn: () => false, target: $deleteFailed });
sample({
  clock: deleteAccountCancelled,
  source: $deletingAccount,
  filter: (deleting) => !deleting,
  fn: () => false,
  target: $deleteDialogOpen,
});
sample({
  clock: deleteAccountConfirmed,
  source: $deletingAccount,
  filter: (deleting) => !deleting,
  target: deleteAccountFx,
});
sample({ clock: deleteAccountFx, fn: () => false, target: $deleteFailed });

// The account is gone on the server: the device forgets it exactly as on signing out.
sample({ clock: deleteAccountFx.done, fn: () => false, target: $deleteDialogOpen });
sample({ clock: deleteAccountFx.done, target: loggedOut });
sample({ clock: deleteAccountFx.done, source: $locale, fn: links.home, target: navigateFx });
sample({
  clock: deleteAccountFx.done,
  fn: () => ({ kind: 'accountDeleted' as const, tone: 'info' as const }),
  target: notified,
});

sample({
  clock: deleteAccountFx.failData,
  filter: (error) => failureFacts(error).status !== 401,
  fn: () => true,
  target: $deleteFailed,
});
// The session was already revoked: sign out on this device as well.
sample({
  clock: deleteAccountFx.failData,
  filter: (error) => failureFacts(error).status === 401,
  fn: () => false,
  target: $deleteDialogOpen,
});
sample({
  clock: deleteAccountFx.failData,
  filter: (error) => failureFacts(error).status === 401,
  target: sessionRevoked,
});
