import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { useReturnFocus } from '../private/returnFocus';
import { CloseIcon } from '../Icon';
import * as styles from './Dialog.css';
import { dialogMessages } from './messages';

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Keeps the description for assistive technology only, e.g. usage instructions. */
  hideDescription?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** Element to focus when the panel opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus on closing when what opened the panel is no longer on the page. */
  finalFocusRef?: RefObject<HTMLElement | null>;
  contentClassName: string;
  bodyClassName?: string;
  testId?: string;
}

/** The Radix-backed modal shared by Dialog, Sheet and ImageViewer; loaded on demand. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  hideDescription = false,
  footer,
  children,
  initialFocusRef,
  finalFocusRef,
  contentClassName,
  bodyClassName,
  testId,
}: DialogPanelProps) {
  const intl = useIntl();
  const { rememberFocus, restoreFocus } = useReturnFocus();

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={contentClassName}
          data-testid={testId}
          // Without a description Radix must not point aria-describedby at a missing node.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            rememberFocus();
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            restoreFocus(event);
            const fallback = finalFocusRef?.current;
            if (!event.defaultPrevented && fallback?.isConnected) {
              event.preventDefault();
              fallback.focus();
            }
          }}
        >
          <div className={hideTitle ? styles.headerWithHiddenTitle : styles.header}>
            <div className={hideTitle ? visuallyHidden : styles.titles}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description
                  className={hideDescription ? visuallyHidden : styles.description}
                >
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className={styles.closeButton}
              aria-label={intl.formatMessage(dialogMessages.close)}
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={bodyClassName ?? styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
