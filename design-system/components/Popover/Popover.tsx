import * as RadixPopover from '@radix-ui/react-popover';
import { useId, type ReactElement, type ReactNode } from 'react';
import { floatingSurface } from '../private/floatingSurface.css';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];
export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

export interface PopoverProps {
  /** A button (or any focusable element) that toggles the popover. */
  trigger: ReactElement;
  /** Names the popover for assistive technology and is shown as its heading. */
  heading?: ReactNode;
  /** Accessible name when there is no visible heading. */
  label?: string;
  side?: PopoverSide;
  align?: PopoverAlign;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** Non-modal floating content anchored to its trigger; Escape or a click outside closes it. */
export function Popover({
  trigger,
  heading,
  label,
  side = 'bottom',
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
  children,
}: PopoverProps) {
  const headingId = useId();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={heading ? headingId : undefined}
          aria-label={heading ? undefined : label}
          className={`${floatingSurface} ${styles.content}`}
        >
          {heading ? (
            <p id={headingId} className={styles.heading}>
              {heading}
            </p>
          ) : null}
          {children}
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
