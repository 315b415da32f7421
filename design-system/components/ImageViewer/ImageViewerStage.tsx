import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon, MinusIcon, PlusIcon } from '../Icon';
import * as styles from './ImageViewer.css';
import { imageViewerMessages } from './messages';
import {
  IMAGE_VIEWER_DOUBLE_TAP_MS,
  IMAGE_VIEWER_MAX_ZOOM,
  IMAGE_VIEWER_MIN_ZOOM,
  IMAGE_VIEWER_WHEEL_THROTTLE_MS,
  createThrottleGate,
  pinchZoom,
  stepIndex,
  swipeDirection,
  toggleZoom,
  zoomIn,
  zoomOut,
  type SwipeDirection,
} from './zoom';

export interface ImageViewerImage {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

interface Gesture {
  pointers: Map<number, Point>;
  start: Point;
  startOffset: Point;
  pinchDistance: number;
  pinchZoom: number;
  lastTapAt: number;
  moved: boolean;
}

function distance(points: Point[]): number {
  const [a, b] = points;
  if (!a || !b) return 0;
  return Math.hypot(a.x - b.x, a.y - b.y);
}

interface ImageViewerStageProps {
  images: ImageViewerImage[];
  initialIndex: number;
  onIndexChange?: (index: number) => void;
}

export function ImageViewerStage({ images, initialIndex, onIndexChange }: ImageViewerStageProps) {
  const intl = useIntl();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), count - 1));
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    start: { x: 0, y: 0 },
    startOffset: { x: 0, y: 0 },
    pinchDistance: 0,
    pinchZoom: 1,
    lastTapAt: 0,
    moved: false,
  });

  const changeZoom = useCallback((next: (zoom: number) => number) => {
    setZoom((current) => {
      const zoomed = next(current);
      if (zoomed <= 1) setOffset({ x: 0, y: 0 });
      return zoomed;
    });
  }, []);

  const go = useCallback(
    (direction: SwipeDirection) => {
      if (count < 2) return;
      setIndex((current) => {
        const next = stepIndex(current, count, direction);
        onIndexChange?.(next);
        return next;
      });
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    },
    [count, onIndexChange],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case 'ArrowLeft':
          go('previous');
          break;
        case 'ArrowRight':
          go('next');
          break;
        case '+':
        case '=':
          changeZoom(zoomIn);
          break;
        case '-':
        case '_':
          changeZoom(zoomOut);
          break;
        default:
          return;
      }
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, changeZoom]);

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
    const dx = event.clientX - state.start.x;
    const dy = event.clientY - state.start.y;
    if (Math.abs(dx) > 4 || Math.abs(dy) > 4) state.moved = true;
    if (zoom > 1) setOffset({ x: state.startOffset.x + dx, y: state.startOffset.y + dy });
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const state = gesture.current;
    if (!state.pointers.delete(event.pointerId)) return;
    if (state.pointers.size > 0) return;
    setDragging(false);
    const dx = event.clientX - state.start.x;
    const dy = event.clientY - state.start.y;
    if (state.moved) {
      const direction = zoom <= 1 ? swipeDirection(dx, dy) : null;
      if (direction) go(direction);
      return;
    }
    if (event.timeStamp - state.lastTapAt < IMAGE_VIEWER_DOUBLE_TAP_MS) {
      state.lastTapAt = 0;
      changeZoom(toggleZoom);
    } else {
      state.lastTapAt = event.timeStamp;
    }
  }

  const image = images[index];
  const percent = Math.round(zoom * 100);

  return (
    <>
      <div
        ref={stageRef}
        className={`${styles.stage} ${zoom > 1 ? styles.stageZoomed : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-zoom={zoom}
      >
        {image ? (
          <img
            key={image.src}
            className={`${styles.image} ${dragging ? styles.imageDragging : ''}`}
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
            style={{
              transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`,
            }}
          />
        ) : null}
      </div>
      <div className={styles.controls}>
        <div className={styles.group}>
          <button
            type="button"
            className={styles.controlButton}
            aria-label={intl.formatMessage(imageViewerMessages.zoomOut)}
            aria-disabled={zoom <= IMAGE_VIEWER_MIN_ZOOM}
            onClick={() => changeZoom(zoomOut)}
          >
            <MinusIcon />
          </button>
          <output
            className={styles.readout}
            aria-label={intl.formatMessage(imageViewerMessages.zoomLevel)}
            aria-live="polite"
          >
            {percent}%
          </output>
          <button
            type="button"
            className={styles.controlButton}
            aria-label={intl.formatMessage(imageViewerMessages.zoomIn)}
            aria-disabled={zoom >= IMAGE_VIEWER_MAX_ZOOM}
            onClick={() => changeZoom(zoomIn)}
          >
            <PlusIcon />
          </button>
        </div>
        {count > 1 ? (
          <div className={styles.group}>
            <button
              type="button"
              className={styles.controlButton}
              aria-label={intl.formatMessage(imageViewerMessages.previous)}
              onClick={() => go('previous')}
            >
              <ChevronLeftIcon />
            </button>
            <p className={styles.readout} aria-live="polite">
              {intl.formatMessage(imageViewerMessages.position, { index: index + 1, count })}
            </p>
            <button
              type="button"
              className={styles.controlButton}
              aria-label={intl.formatMessage(imageViewerMessages.next)}
              onClick={() => go('next')}
            >
              <ChevronRightIcon />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
