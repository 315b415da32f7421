import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true afterwards (and
 * for what the browser renders on its own). What the browser knows before React hydrates (the
 * cart kept on the device) shows only after, so that the first render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
