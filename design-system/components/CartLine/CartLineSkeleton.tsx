import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './CartLine.css';

export type CartLineSkeletonProps = {
  className?: string;
};

/**
 * A cart line while the cart loads, laid out as `CartLine` is (picture, name, unit price,
 * stepper and total), so that the line replacing it moves nothing. Purely decorative: the loading
 * container announces the state. Its picture (`data-slot="media"`, which shows an `<img>` put in
 * it as the line shows its picture) and its name (`data-slot="name"`) may be filled in before the
 * page is interactive with what the device already knows of the line.
 */
export function CartLineSkeleton({ className }: CartLineSkeletonProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-hidden="true">
      <div className={styles.layout}>
        <div className={styles.media} data-slot="media" />
        <div className={styles.info}>
          <p className={styles.name} data-slot="name">
            <Skeleton shape="text" width="80%" />
          </p>
          <Skeleton shape="text" width="40%" />
        </div>
        <div className={styles.controls}>
          <Skeleton className={styles.stepper} shape="rectangle" width={120} height={44} />
          <Skeleton className={styles.totalSkeleton} shape="text" width={96} />
        </div>
      </div>
    </div>
  );
}
