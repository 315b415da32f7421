import { useUnit } from 'effector-react';
import { lazyComponent, pageGutter } from 'design-system';
import { onDemand } from '@/shared/lib/on-demand';
import { $online } from './connectivity';

// Most visits never lose the connection: the alert's code and styles are not part of the page's
// start, and are fetched once the page is interactive (`prefetchOfflineBanner`), so that they are
// at hand, from the browser's cache or the offline worker's, when the connection goes.
const importOfflineAlert = () => import('./offline-alert');
const loadOfflineAlert = onDemand(importOfflineAlert);
const OfflineAlert = lazyComponent(async () => (await loadOfflineAlert()).OfflineAlert);

/** Fetches the offline banner's code, so that it shows without a request once offline. */
export function prefetchOfflineBanner(): Promise<unknown> {
  return importOfflineAlert();
}

/**
 * Tells the shopper the connection is gone. The live region is always in the page so screen
 * readers announce the message when it appears.
 */
export function OfflineBanner() {
  const online = useUnit($online);
  return (
    <div role="status" aria-live="polite" className={pageGutter}>
      {online ? null : <OfflineAlert />}
    </div>
  );
}
