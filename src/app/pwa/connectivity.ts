import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { pwaStarted } from './started';

export const wentOnline = createEvent();
export const wentOffline = createEvent();

/** Whether the browser has a network connection; assumed until the browser says otherwise. */
export const $online = createStore(true, { serialize: 'ignore' })
  .on(wentOnline, () => true)
  .on(wentOffline, () => false);

export const watchConnectivityFx = createEffect(() => {
  const online = scopeBind(wentOnline, { safe: true });
  const offline = scopeBind(wentOffline, { safe: true });
  window.addEventListener('online', () => online());
  window.addEventListener('offline', () => offline());
  if (!navigator.onLine) offline();
});

sample({ clock: pwaStarted, target: watchConnectivityFx });
