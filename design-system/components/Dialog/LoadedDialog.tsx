import type { DialogProps } from './Dialog';
import * as styles from './Dialog.css';
import { DialogPanel } from './DialogPanel';

/** The dialog once its code is loaded; its styles come with it (see Dialog). */
export function LoadedDialog({ size = 'medium', ...props }: DialogProps) {
  return <DialogPanel {...props} contentClassName={styles.content({ size })} />;
}
