/** The longest the app waits for the page's images before starting anyway. */
export const pageLoadTimeoutMs = 2500;

/**
 * Resolves once the document has loaded (the `load` event: its stylesheets and eager images), or
 * at the latest `timeoutMs` after being called, so that one slow image cannot keep the page from
 * becoming interactive.
 */
export function afterPageLoad(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'>,
  doc: Pick<Document, 'readyState'>,
  timeoutMs = pageLoadTimeoutMs,
): Promise<void> {
  if (doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      target.removeEventListener('load', done);
      resolve();
    };
    target.addEventListener('load', done, { once: true });
    target.setTimeout(done, timeoutMs);
  });
}
