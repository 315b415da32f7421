import { createEffect } from 'effector';
import { reloadGuarded } from './reload-guard';

/** Reloads the page unless it was reloaded automatically less than 10 s ago. */
export const guardedReloadFx = createEffect(reloadGuarded);
