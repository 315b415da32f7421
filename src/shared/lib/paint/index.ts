/**
 * Resolves once the browser has painted what is on screen now (the page, on its first load). A
 * frame callback runs just before that frame is painted; a task queued from it runs after.
 */
export function afterNextPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>) {
  return new Promise<void>((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
