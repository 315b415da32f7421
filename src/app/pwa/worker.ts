import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { loggedOut } from '@/entities/session';
import { $accountType } from '@/shared/model';
import { audienceMessage, isPersonalPath } from '@/sw/policy';
import { guardedReloadFx } from './reload';
import { pwaStarted } from './started';

/** Set in local storage once the first offline worker is installed and active. */
export const offlineReadyKey = 'savat:offline-ready';

export const offlineReadyReached = createEvent();
/** A newer offline worker took over this page. */
export const workerUpdated = createEvent();

export const $offlineReady = createStore(false, { serialize: 'ignore' }).on(
  offlineReadyReached,
  () => true,
);

export const registerWorkerFx = createEffect(async ({ buildId }: { buildId: string | null }) => {
  // Development serves sources, not a build: no worker, so nothing is cached while editing.
  if (!buildId || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const updated = scopeBind(workerUpdated, { safe: true });
  const ready = scopeBind(offlineReadyReached, { safe: true });
  // The first worker taking control is the install, not an update: that one does not reload.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) updated();
    controlled = true;
  });
  await container.register('/sw.js', { scope: '/' });
  await container.ready;
  if (!localStorage.getItem(offlineReadyKey)) {
    localStorage.setItem(offlineReadyKey, new Date().toISOString());
  }
  ready();
});

/** Removes anything personal a cache could hold (by design none) after sign-out or deletion. */
export const forgetPersonalCachesFx = createEffect(async () => {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage('forget-personal');
  for (const name of await caches.keys()) {
    if (!name.startsWith('savat-')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (isPersonalPath(new URL(request.url).pathname)) await cache.delete(request);
    }
  }
});

/**
 * The account type changed (sign-in, sign-out): the offline worker drops the pages it kept for
 * the other audience, so it never shows a legal entity's page to anyone else or the reverse.
 */
export const tellWorkerAudienceFx = createEffect((accountType: string | null) => {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage(audienceMessage(accountType));
});

sample({ clock: pwaStarted, target: registerWorkerFx });
sample({ clock: $accountType.updates, target: tellWorkerAudienceFx });
sample({ clock: workerUpdated, target: guardedReloadFx });
sample({ clock: loggedOut, target: forgetPersonalCachesFx });
