import { DialogPanel } from '../Dialog/DialogPanel';
import type { SheetProps } from './Sheet';
import * as styles from './Sheet.css';

/** The sheet once its code is loaded; its styles come with it (see Sheet). */
export function LoadedSheet({ side = 'right', ...props }: SheetProps) {
  return (
    <DialogPanel
      {...props}
      contentClassName={styles.content({ side })}
      bodyClassName={styles.body}
    />
  );
}
