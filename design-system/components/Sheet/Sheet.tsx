import type { ReactNode, RefObject } from 'react';
import { createLazyOverlay } from '../private/lazyOverlay';

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

/**
 * A modal panel that slides in from an edge of the screen; its code and its styles are fetched the
 * first time it opens.
 */
export const Sheet = createLazyOverlay<SheetProps>(
  async () => (await import('./LoadedSheet')).LoadedSheet,
);
