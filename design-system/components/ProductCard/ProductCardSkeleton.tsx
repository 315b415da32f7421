import { Skeleton } from '../Skeleton';
import * as styles from './ProductCard.css';

export type ProductCardSkeletonProps = { className?: string };

/**
 * The shape of a ProductCard while products load, the same size so nothing jumps. Hidden from
 * assistive technology: the loading list announces itself (`aria-busy`, a labelled Spinner).
 */
export function ProductCardSkeleton({ className }: ProductCardSkeletonProps) {
  return (
    <div
      className={[styles.root({ outOfStock: false }), className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <div className={styles.media}>
        <Skeleton className={styles.image} aspectRatio="1 / 1" />
      </div>
      <div className={styles.body}>
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="text" lines={2} />
      </div>
      <div className={styles.actions}>
        <Skeleton shape="rectangle" height={44} className={styles.skeletonButton} />
      </div>
    </div>
  );
}
