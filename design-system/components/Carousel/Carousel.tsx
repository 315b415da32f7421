import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { swipeDirection, stepIndex, type SwipeDirection } from '../ImageViewer/zoom';
import { ChevronLeftIcon, ChevronRightIcon, createIcon } from '../Icon';
import * as styles from './Carousel.css';
import { carouselMessages } from './messages';

// Only the slide-show control needs these two, so they live with it rather than in the icon set.
const PauseIcon = /* @__PURE__ */ createIcon(
  'pause',
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </>,
);
const PlayIcon = /* @__PURE__ */ createIcon('play', <path d="M7 4.5v15l12-7.5z" />);

export const carouselAspectRatios = ['banner', 'wide', 'square', 'auto'] as const;
export type CarouselAspectRatio = (typeof carouselAspectRatios)[number];

/** Time each slide stays when the carousel turns by itself. */
export const CAROUSEL_AUTOPLAY_INTERVAL_MS = 6000;

export interface CarouselSlide {
  id: string;
  /** Usually a linked picture filling the slide. */
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Offers". */
  label: string;
  slides: readonly CarouselSlide[];
  /**
   * `banner` is 16:9 on phones and 21:8 from tablet width; `auto` is as tall as the tallest slide.
   * The box never changes size while slides turn.
   */
  aspectRatio?: CarouselAspectRatio;
  /** Turn slides by themselves; paused while hovered or focused, never with reduced motion. */
  autoplay?: boolean;
  interval?: number;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Home page slides: previous/next buttons, dots, swipe and Left/Right arrows while focus is
 * inside. Hidden slides are inert so keyboard focus never lands on them.
 */
export function Carousel({
  label,
  slides,
  aspectRatio = 'banner',
  autoplay = false,
  interval = CAROUSEL_AUTOPLAY_INTERVAL_MS,
}: CarouselProps) {
  const intl = useIntl();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const canRotate = autoplay && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      setIndex((current) => stepIndex(current, count, 'next'));
    }, interval);
    return () => window.clearInterval(timer);
  }, [rotating, count, interval]);

  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (direction: SwipeDirection) => setIndex(stepIndex(current, count, direction));

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction) go(direction);
  }

  return (
    <section
      className={styles.root}
      aria-roledescription={intl.formatMessage(carouselMessages.carousel)}
      aria-label={label}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport({ aspectRatio })}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={intl.formatMessage(carouselMessages.slide)}
              aria-label={intl.formatMessage(carouselMessages.position, {
                index: slideIndex + 1,
                count,
              })}
              className={styles.slide}
              inert={slideIndex !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.stepButton} ${styles.previous} ${aspectRatio === 'auto' ? styles.stepButtonFromTablet : ''}`}
              aria-label={intl.formatMessage(carouselMessages.previous)}
              onClick={() => go('previous')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.stepButton} ${styles.next} ${aspectRatio === 'auto' ? styles.stepButtonFromTablet : ''}`}
              aria-label={intl.formatMessage(carouselMessages.next)}
              onClick={() => go('next')}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {canRotate ? (
            <button
              type="button"
              className={styles.rotationButton}
              aria-label={intl.formatMessage(
                stopped ? carouselMessages.start : carouselMessages.stop,
              )}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          ) : null}
          <ul className={styles.dots} aria-label={intl.formatMessage(carouselMessages.pickerLabel)}>
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={intl.formatMessage(carouselMessages.goTo, { index: slideIndex + 1 })}
                  aria-current={slideIndex === current ? 'true' : undefined}
                  onClick={() => setIndex(slideIndex)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
