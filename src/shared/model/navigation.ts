import { createEffect } from 'effector';
import { navigate } from 'wouter/use-browser-location';

/**
 * Client navigation to a same-site path (checked by whoever chose it). Navigating to the page
 * already on screen stays put: no second history entry.
 */
export const navigateFx = createEffect<string, void>((path) => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (path !== here) navigate(path);
});
