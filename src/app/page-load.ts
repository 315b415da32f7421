import { afterNextPaint } from '@/shared/lib/paint';

/** The longest the app waits for the page's priority images to be decoded. */
export const priorityImagesTimeoutMs = 1000;

/**
 * Resolves once the page's priority images (`fetchpriority="high"`, among them its largest image)
 * are decoded and a frame has been painted with them, or at the latest `timeoutMs` after being
 * called. The load event comes when they have arrived; decoding and painting them takes a while
 * longer on a phone, and the app's code evaluated meanwhile would hold them off the screen.
 */
export async function afterPriorityImagesPainted(
  doc: Pick<Document, 'querySelectorAll'>,
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
  timeoutMs = priorityImagesTimeoutMs,
): Promise<void> {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (images.length === 0) return;
  await Promise.race([
    // A broken image is as done as it will get.
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise<void>((resolve) => win.setTimeout(resolve, timeoutMs)),
  ]);
  await afterNextPaint(win);
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
