import { describe, expect, it } from 'vitest';
import {
  IMAGE_VIEWER_MAX_ZOOM,
  IMAGE_VIEWER_MIN_ZOOM,
  IMAGE_VIEWER_SWIPE_TOLERANCE,
  IMAGE_VIEWER_WHEEL_THROTTLE_MS,
  IMAGE_VIEWER_ZOOM_STEP,
  clampZoom,
  createThrottleGate,
  pinchZoom,
  stepIndex,
  swipeDirection,
  toggleZoom,
  zoomIn,
  zoomOut,
} from './zoom';

describe('image viewer zoom', () => {
  it('uses the storefront limits', () => {
    expect(IMAGE_VIEWER_ZOOM_STEP).toBe(0.12);
    expect(IMAGE_VIEWER_MAX_ZOOM).toBe(3);
    expect(IMAGE_VIEWER_MIN_ZOOM).toBe(0.1);
    expect(IMAGE_VIEWER_SWIPE_TOLERANCE).toBe(50);
    expect(IMAGE_VIEWER_WHEEL_THROTTLE_MS).toBe(80);
  });

  it('steps by 0.12 without floating-point noise', () => {
    expect(zoomIn(1)).toBe(1.12);
    expect(zoomIn(zoomIn(zoomIn(1)))).toBe(1.36);
    expect(zoomOut(1)).toBe(0.88);
  });

  it('never passes the maximum or the minimum', () => {
    let zoom = 1;
    for (let press = 0; press < 40; press += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(3);
    for (let press = 0; press < 40; press += 1) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.1);
    expect(clampZoom(12)).toBe(3);
    expect(clampZoom(-1)).toBe(0.1);
  });

  it('pinches proportionally to finger distance, within limits', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1, 100, 1)).toBe(0.1);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
  });

  it('double tap toggles between normal size and zoomed in', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2.4)).toBe(1);
    expect(toggleZoom(0.5)).toBe(1);
  });
});

describe('image viewer swipe', () => {
  it('ignores short or vertical drags', () => {
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(80, 120)).toBeNull();
  });

  it('swiping left shows the next image, right the previous one', () => {
    expect(swipeDirection(-51, 10)).toBe('next');
    expect(swipeDirection(51, -10)).toBe('previous');
  });

  it('wraps around the ends', () => {
    expect(stepIndex(2, 3, 'next')).toBe(0);
    expect(stepIndex(0, 3, 'previous')).toBe(2);
    expect(stepIndex(0, 0, 'next')).toBe(0);
  });
});

describe('wheel throttle', () => {
  it('lets one event through per interval', () => {
    const gate = createThrottleGate(80);
    expect(gate(1000)).toBe(true);
    expect(gate(1040)).toBe(false);
    expect(gate(1079)).toBe(false);
    expect(gate(1080)).toBe(true);
    expect(gate(1100)).toBe(false);
  });
});
