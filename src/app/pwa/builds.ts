import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { interceptNavigation, needsMapsDocument } from './navigation';
import { claimReload, sessionStorageOrNull } from './reload-guard';
import { pwaStarted } from './started';

/** Where every build writes its id. */
export const latestBuildUrl = '/latest-build.json';
/** How often an open page looks for a newer build, in ms. */
export const $buildCheckInterval = createStore(5 * 60_000, { serialize: 'ignore' });

export const buildCheckRequested = createEvent();
/** A chunk of code could not be loaded (usually: it belongs to a build replaced since). */
export const chunkLoadFailed = createEvent();

export const $currentBuild = createStore<string | null>(null, { serialize: 'ignore' });
export const $latestBuild = createStore<string | null>(null, { serialize: 'ignore' });
/** A newer build is out: the next navigation loads the page in full. */
export const $newBuildAvailable = createStore(false, { serialize: 'ignore' });

export const fetchLatestBuildFx = createEffect(async (): Promise<string> => {
  const response = await fetch(latestBuildUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The latest-build file answered ${response.status}`);
  const { buildId } = (await response.json()) as { buildId?: unknown };
  if (typeof buildId !== 'string') throw new Error('The latest-build file has no build id');
  return buildId;
});

export const scheduleBuildChecksFx = createEffect((intervalMs: number) => {
  const check = scopeBind(buildCheckRequested, { safe: true });
  window.setInterval(() => check(), intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
});

/**
 * Client navigations become full page loads when a newer build is out, or when the next page
 * shows a map and this document's security policy does not allow the maps hosts.
 */
export const interceptNavigationFx = createEffect((newBuild: boolean) => {
  const mapsAllowed = document.querySelector('meta[name="savat-maps"]') !== null;
  interceptNavigation(window, (url) => {
    if (url.origin !== window.location.origin) return false;
    return newBuild || (!mapsAllowed && needsMapsDocument(url));
  });
});

/**
 * A code chunk failed to load: the page reloads once (guarded) to get the current build's
 * files; when the guard refuses, the failure reaches the error page instead of a blank screen.
 */
export const watchChunkFailuresFx = createEffect(() => {
  const failed = scopeBind(chunkLoadFailed, { safe: true });
  window.addEventListener('vite:preloadError', (event) => {
    if (!claimReload(sessionStorageOrNull(), Date.now())) return;
    event.preventDefault();
    failed();
    window.location.reload();
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (!/dynamically imported module|Importing a module script failed/i.test(message)) return;
    if (!claimReload(sessionStorageOrNull(), Date.now())) return;
    failed();
    window.location.reload();
  });
});

sample({
  clock: pwaStarted,
  fn: ({ buildId }) => buildId,
  target: $currentBuild,
});
sample({ clock: pwaStarted, fn: () => false, target: interceptNavigationFx });
sample({ clock: pwaStarted, target: watchChunkFailuresFx });
sample({
  clock: pwaStarted,
  source: $buildCheckInterval,
  filter: (_, { buildId }) => buildId !== null,
  fn: (interval) => interval,
  target: scheduleBuildChecksFx,
});
sample({
  clock: buildCheckRequested,
  source: { current: $currentBuild, known: $newBuildAvailable },
  filter: ({ current, known }) => current !== null && !known,
  target: fetchLatestBuildFx,
});
sample({ clock: fetchLatestBuildFx.doneData, target: $latestBuild });
sample({
  clock: fetchLatestBuildFx.doneData,
  source: $currentBuild,
  filter: (current, latest) => current !== null && latest !== current,
  fn: () => true,
  target: $newBuildAvailable,
});
sample({
  clock: $newBuildAvailable,
  filter: Boolean,
  target: interceptNavigationFx,
});
