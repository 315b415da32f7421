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

/** Gives the browser a turn: pending input, rendering and other tasks run before the next step. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the steps one after another, each in a task of its own. */
export async function inSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
}
