import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rectangle', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** CSS length or number of pixels; text lines fill their container by default. */
  width?: string | number;
  height?: string | number;
  /** For `text`: how many lines; the last one is shorter, like a real paragraph. */
  lines?: number;
  /** Keeps a fixed aspect ratio instead of a height, e.g. `1 / 1` for product images. */
  aspectRatio?: string;
  className?: string;
};

/**
 * A placeholder shaped like the content that is loading. Purely decorative: the loading
 * container announces the state (e.g. with `aria-busy` and a labelled Spinner).
 */
export function Skeleton({
  shape = 'rectangle',
  width,
  height,
  lines = 1,
  aspectRatio,
  className,
}: SkeletonProps) {
  const classes = [styles.root({ shape }), className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={classes}
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return <span className={classes} aria-hidden="true" style={{ width, height, aspectRatio }} />;
}
