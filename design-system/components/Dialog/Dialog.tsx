import type { ReactNode, RefObject } from 'react';
import { createLazyOverlay } from '../private/lazyOverlay';

export const dialogSizes = ['small', 'medium', 'large', 'fullscreen'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog is named by its title; hide it visually when the content speaks for itself. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Actions, usually buttons, placed under the content. */
  footer?: ReactNode;
  size?: DialogSize;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Element to focus when the dialog closes and what opened it is gone (the dialog removed the
   * item whose button opened it); without it focus would fall to the page itself.
   */
  finalFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * A modal dialog: traps focus, closes on Escape or the close button, and gives focus back to
 * whatever opened it. Its code is fetched the first time it opens, and its styles with it:
 * a page's stylesheet does not carry them.
 */
export const Dialog = createLazyOverlay<DialogProps>(
  async () => (await import('./LoadedDialog')).LoadedDialog,
);
