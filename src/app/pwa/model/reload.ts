import { createEffect } from 'effector';
import { claimReload, sessionStorageOrNull } from '../reload-guard';

/** Reloads the page unless it was reloaded automatically less than 10 s ago. */
export const guardedReloadFx = createEffect((): boolean => {
  if (!claimReload(sessionStorageOrNull(), Date.now())) return false;
  window.location.reload();
  return true;
});
