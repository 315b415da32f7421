import { yieldToBrowser } from './page-load';

/** The `<meta>` by which the document lists the app's modules for the entry to preload. */
export const moduleListName = 'savat-modules';

/**
 * How many preloads start in one task. Each costs the browser a millisecond or more of main-thread
 * work to issue; forty in one task blocked input for 60 ms on a fast machine.
 */
export const preloadsPerTask = 6;

/**
 * Preloads the modules the document lists (the app, the language's messages, the page's view),
 * with the nonce of the page's Content-Security-Policy, a few per task.
 */
export async function preloadListedModules(
  doc: Document,
  nextTask: () => Promise<void> = yieldToBrowser,
): Promise<void> {
  const list = doc.querySelector<HTMLMetaElement>(`meta[name="${moduleListName}"]`);
  if (!list) return;
  // Browsers hide a parsed nonce attribute and expose it as a property.
  const nonceMeta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = nonceMeta?.nonce || nonceMeta?.getAttribute('nonce');
  const hrefs = list.content.split(' ').filter(Boolean);
  for (let first = 0; first < hrefs.length; first += preloadsPerTask) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + preloadsPerTask)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (nonce) link.setAttribute('nonce', nonce);
      doc.head.append(link);
    }
  }
}
