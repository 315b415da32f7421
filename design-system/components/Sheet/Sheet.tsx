import type { ReactNode, RefObject } from 'react';
import { createLazyOverlay } from '../private/lazyOverlay';
import * as styles from './Sheet.css';

export const sheetSides = ['left', 'right', 'bottom'] as const;
export type SheetSide = (typeof sheetSides)[number];

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Sticky actions under the scrolling content, e.g. "Show 24 products" or "Checkout". */
  footer?: ReactNode;
  /** `bottom` suits mobile filters; `right` the mini cart; `left` a navigation drawer. */
  side?: SheetSide;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** A modal panel that slides in from an edge of the screen; fetched the first time it opens. */
export const Sheet = createLazyOverlay<SheetProps>(async () => {
  const { DialogPanel } = await import('../Dialog/DialogPanel');
  function LoadedSheet({ side = 'right', ...props }: SheetProps) {
    return (
      <DialogPanel
        {...props}
        contentClassName={styles.content({ side })}
        bodyClassName={styles.body}
      />
    );
  }
  return LoadedSheet;
});
