import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { distance, gestureEnd, movedBeyondTap } from './gesture';
import type { Point } from './gesture';
import {
  IMAGE_VIEWER_WHEEL_THROTTLE_MS,
  createThrottleGate,
  pinchZoom,
  toggleZoom,
  zoomIn,
  zoomOut,
} from './zoom';
import type { SwipeDirection } from './zoom';

const origin: Point = { x: 0, y: 0 };

interface Gesture {
  pointers: Map<number, Point>;
  start: Point;
  startOffset: Point;
  pinchDistance: number;
  pinchZoom: number;
  lastTapAt: number;
  moved: boolean;
}

/**
 * Zoom and pan of one image: the wheel (throttled) and the zoom steps, a one-finger drag that
 * pans when zoomed in, a two-finger pinch, a double tap; a drag at normal size is handed to
 * `onSwipe` as a direction.
 */
export function usePanZoom() {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>(origin);
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    start: origin,
    startOffset: origin,
    pinchDistance: 0,
    pinchZoom: 1,
    lastTapAt: 0,
    moved: false,
  });

  const changeZoom = useCallback((next: (zoom: number) => number) => {
    setZoom((current) => {
      const zoomed = next(current);
      if (zoomed <= 1) setOffset(origin);
      return zoomed;
    });
  }, []);

  const reset = useCallback(() => {
    setZoom(1);
    setOffset(origin);
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const mayZoom = createThrottleGate(IMAGE_VIEWER_WHEEL_THROTTLE_MS);
    function onWheel(event: WheelEvent) {
      // Passive listeners cannot stop the page from scrolling, hence the manual subscription.
      event.preventDefault();
      if (event.deltaY === 0 || !mayZoom(event.timeStamp)) return;
      changeZoom(event.deltaY < 0 ? zoomIn : zoomOut);
    }
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [changeZoom]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const state = gesture.current;
    event.currentTarget.setPointerCapture(event.pointerId);
    state.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (state.pointers.size === 1) {
      state.start = { x: event.clientX, y: event.clientY };
      state.startOffset = offset;
      state.moved = false;
      setDragging(true);
    } else if (state.pointers.size === 2) {
      state.pinchDistance = distance([...state.pointers.values()]);
      state.pinchZoom = zoom;
      state.moved = true;
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = gesture.current;
    if (!state.pointers.has(event.pointerId)) return;
    state.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (state.pointers.size >= 2) {
      setZoom(
        pinchZoom(state.pinchZoom, state.pinchDistance, distance([...state.pointers.values()])),
      );
      return;
    }
    const deltaX = event.clientX - state.start.x;
    const deltaY = event.clientY - state.start.y;
    if (movedBeyondTap(deltaX, deltaY)) state.moved = true;
    if (zoom > 1) setOffset({ x: state.startOffset.x + deltaX, y: state.startOffset.y + deltaY });
  }

  /** Pointer handlers for the stage; `onSwipe` receives a swipe at normal size. */
  function stageHandlers(onSwipe: (direction: SwipeDirection) => void) {
    function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
      const state = gesture.current;
      if (!state.pointers.delete(event.pointerId)) return;
      if (state.pointers.size > 0) return;
      setDragging(false);
      const end = gestureEnd(
        {
          moved: state.moved,
          zoom,
          deltaX: event.clientX - state.start.x,
          deltaY: event.clientY - state.start.y,
        },
        event.timeStamp - state.lastTapAt,
      );
      if (end.kind === 'swipe') {
        onSwipe(end.direction);
      } else if (end.kind === 'doubleTap') {
        state.lastTapAt = 0;
        changeZoom(toggleZoom);
      } else if (end.kind === 'tap') {
        state.lastTapAt = event.timeStamp;
      }
    }
    return {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    };
  }

  return { zoom, offset, dragging, stageRef, changeZoom, reset, stageHandlers };
}
