import { useEffect } from 'react';
import { loadRouteView } from './router';

/** The storefront path a link leads to, when it is an ordinary link on this site. */
export function prefetchablePath(anchor: Element, origin: string): string | null {
  const href = anchor.getAttribute('href');
  if (!href || anchor.hasAttribute('download') || anchor.getAttribute('target') === '_blank') {
    return null;
  }
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return null;
  return url.pathname;
}

/**
 * Fetches the code of the page a link leads to when the pointer rests on the link or the link
 * gets keyboard focus, so that following it shows the page without waiting for its chunk.
 */
export function useRoutePrefetch() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const path = anchor ? prefetchablePath(anchor, window.location.origin) : null;
      // A failed prefetch is retried by the navigation itself.
      if (path) loadRouteView(path).catch(() => undefined);
    };
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);
}
