/** Zoom added or removed by one press of + / −, one wheel notch or one zoom button click. */
export const IMAGE_VIEWER_ZOOM_STEP = 0.12;
export const IMAGE_VIEWER_MAX_ZOOM = 3;
export const IMAGE_VIEWER_MIN_ZOOM = 0.1;
/** Horizontal travel in pixels after which a drag at normal zoom switches the image. */
export const IMAGE_VIEWER_SWIPE_TOLERANCE = 50;
/** Wheel events closer together than this are ignored, so a trackpad does not race the zoom. */
export const IMAGE_VIEWER_WHEEL_THROTTLE_MS = 80;
/** Zoom a double tap (or double click) jumps to from the normal size. */
export const IMAGE_VIEWER_DOUBLE_TAP_ZOOM = 2;
/** Two taps closer together than this count as a double tap. */
export const IMAGE_VIEWER_DOUBLE_TAP_MS = 300;

/** Keeps zoom inside the limits and drops floating-point noise (1 + 0.12 × 3 = 1.36, not 1.3599…). */
export function clampZoom(zoom: number): number {
  const bounded = Math.min(IMAGE_VIEWER_MAX_ZOOM, Math.max(IMAGE_VIEWER_MIN_ZOOM, zoom));
  return Math.round(bounded * 100) / 100;
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + IMAGE_VIEWER_ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - IMAGE_VIEWER_ZOOM_STEP);
}

/** Scales the zoom by how far two fingers moved apart (pinch). */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

/** A double tap zooms in from the normal size and returns to it from any other zoom. */
export function toggleZoom(zoom: number): number {
  return zoom === 1 ? IMAGE_VIEWER_DOUBLE_TAP_ZOOM : 1;
}

export type SwipeDirection = 'previous' | 'next';

/**
 * A mostly horizontal drag longer than the tolerance switches the image: to the left shows the
 * next one, to the right the previous one.
 */
export function swipeDirection(deltaX: number, deltaY: number): SwipeDirection | null {
  if (Math.abs(deltaX) <= IMAGE_VIEWER_SWIPE_TOLERANCE) return null;
  if (Math.abs(deltaY) > Math.abs(deltaX)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}

/** Index after stepping through `count` images, wrapping around at both ends. */
export function stepIndex(index: number, count: number, direction: SwipeDirection): number {
  if (count <= 0) return 0;
  const step = direction === 'next' ? 1 : -1;
  return (((index + step) % count) + count) % count;
}

/** Returns a function that answers whether an event at `now` may act, at most once per interval. */
export function createThrottleGate(intervalMs: number): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
