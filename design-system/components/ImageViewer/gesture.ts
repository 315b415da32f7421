import { IMAGE_VIEWER_DOUBLE_TAP_MS, swipeDirection } from './zoom';
import type { SwipeDirection } from './zoom';

export interface Point {
  x: number;
  y: number;
}

/** Travel in pixels under which a press still counts as a tap rather than a drag. */
export const TAP_SLOP = 4;

/** How far apart the first two fingers are (0 with fewer than two). */
export function distance(points: readonly Point[]): number {
  const [a, b] = points;
  if (!a || !b) return 0;
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function movedBeyondTap(deltaX: number, deltaY: number): boolean {
  return Math.abs(deltaX) > TAP_SLOP || Math.abs(deltaY) > TAP_SLOP;
}

export type GestureEnd =
  | { kind: 'swipe'; direction: SwipeDirection }
  | { kind: 'doubleTap' }
  | { kind: 'tap' }
  | { kind: 'none' };

/**
 * What lifting the last finger means: a drag at normal size or smaller may swipe to another
 * image (a drag while zoomed in only pans), a second tap soon after the first toggles the zoom.
 */
export function gestureEnd(
  gesture: { moved: boolean; zoom: number; deltaX: number; deltaY: number },
  sinceLastTapMs: number,
): GestureEnd {
  if (gesture.moved) {
    const direction = gesture.zoom <= 1 ? swipeDirection(gesture.deltaX, gesture.deltaY) : null;
    return direction ? { kind: 'swipe', direction } : { kind: 'none' };
  }
  return sinceLastTapMs < IMAGE_VIEWER_DOUBLE_TAP_MS ? { kind: 'doubleTap' } : { kind: 'tap' };
}
