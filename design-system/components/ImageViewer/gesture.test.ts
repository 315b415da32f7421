import { describe, expect, it } from 'vitest';
import { TAP_SLOP, distance, gestureEnd, movedBeyondTap } from './gesture';

describe('image viewer gestures', () => {
  it('measures the distance between the first two fingers', () => {
    expect(
      distance([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ]),
    ).toBe(5);
    expect(distance([{ x: 10, y: 10 }])).toBe(0);
    expect(distance([])).toBe(0);
  });

  it('treats up to 4 px of travel as a tap, more as a drag', () => {
    expect(TAP_SLOP).toBe(4);
    expect(movedBeyondTap(4, -4)).toBe(false);
    expect(movedBeyondTap(5, 0)).toBe(true);
    expect(movedBeyondTap(0, -5)).toBe(true);
  });

  it('a long horizontal drag at normal size swipes to another image', () => {
    expect(gestureEnd({ moved: true, zoom: 1, deltaX: -80, deltaY: 10 }, 1000)).toEqual({
      kind: 'swipe',
      direction: 'next',
    });
    expect(gestureEnd({ moved: true, zoom: 0.88, deltaX: 80, deltaY: 0 }, 1000)).toEqual({
      kind: 'swipe',
      direction: 'previous',
    });
  });

  it('a drag while zoomed in only pans, a short or vertical drag does nothing', () => {
    expect(gestureEnd({ moved: true, zoom: 1.12, deltaX: -80, deltaY: 0 }, 1000)).toEqual({
      kind: 'none',
    });
    expect(gestureEnd({ moved: true, zoom: 1, deltaX: 30, deltaY: 0 }, 1000)).toEqual({
      kind: 'none',
    });
    expect(gestureEnd({ moved: true, zoom: 1, deltaX: 60, deltaY: 90 }, 1000)).toEqual({
      kind: 'none',
    });
  });

  it('a second tap within 300 ms is a double tap, a later one a new first tap', () => {
    const tap = { moved: false, zoom: 1, deltaX: 1, deltaY: 1 };
    expect(gestureEnd(tap, 299)).toEqual({ kind: 'doubleTap' });
    expect(gestureEnd(tap, 300)).toEqual({ kind: 'tap' });
    expect(gestureEnd({ ...tap, zoom: 2 }, 120)).toEqual({ kind: 'doubleTap' });
  });
});
