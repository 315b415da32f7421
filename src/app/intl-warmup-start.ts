/**
 * Starts the worker that builds the browser's locale tables off the main thread (see
 * `intl-warmup.ts`). Where workers are missing or refused, the app builds them itself when it
 * first needs them.
 */
export function warmUpIntl(locale: string | undefined): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.ts', import.meta.url), { name: locale ?? '' });
  } catch {
    // Nothing is lost: the first use of `Intl` does the same work on the main thread.
  }
}
