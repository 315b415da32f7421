import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { floatingSurface } from '../private/floatingSurface.css';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './DropdownMenu.css';

export const dropdownMenuItemTones = ['neutral', 'critical'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

export interface DropdownMenuProps {
  /** The button that opens the menu; it gets `aria-haspopup` and `aria-expanded`, and names the menu. */
  trigger: ReactElement;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

const focusableSelector =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

/** What Tab (or Shift+Tab, `step` -1) reaches from `from` in the page, leaving `skip` out. */
function tabbableBeside(from: HTMLElement, step: 1 | -1, skip: HTMLElement): HTMLElement | null {
  const tabbable = Array.from(document.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element === from ||
      (element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        !element.closest('[inert]') &&
        !skip.contains(element) &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden'),
  );
  const index = tabbable.indexOf(from);
  return index < 0 ? null : (tabbable[index + step] ?? null);
}

/**
 * A menu of actions or links. Arrow keys move between items, typing jumps to an item, Enter
 * or Space activates it, Escape closes the menu and returns focus to the trigger. Tab and
 * Shift+Tab close it and move on from the trigger, to what follows or precedes it in the page.
 */
export function DropdownMenu({
  trigger,
  align = 'end',
  open,
  onOpenChange,
  children,
}: DropdownMenuProps) {
  const [openHere, setOpenHere] = useState(false);
  const isOpen = open ?? openHere;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Where Tab sends the focus once the menu has closed. */
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const moveOnWithTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const from = triggerRef.current;
    focusAfterClose.current = from
      ? tabbableBeside(from, event.shiftKey ? -1 : 1, event.currentTarget)
      : null;
    setOpen(false);
  };

  return (
    <RadixMenu.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <RadixMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          loop
          className={`${floatingSurface} ${styles.content}`}
          onKeyDown={moveOnWithTab}
          onCloseAutoFocus={(event) => {
            const next = focusAfterClose.current;
            focusAfterClose.current = null;
            if (next?.isConnected) {
              event.preventDefault();
              next.focus();
            }
          }}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export interface DropdownMenuItemProps {
  onSelect?: () => void;
  icon?: ReactNode;
  tone?: DropdownMenuItemTone;
  disabled?: boolean;
  children: ReactNode;
}

export function DropdownMenuItem({
  onSelect,
  icon,
  tone = 'neutral',
  disabled,
  children,
}: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={styles.item({ tone })} onSelect={onSelect} disabled={disabled}>
      {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
      {children}
    </RadixMenu.Item>
  );
}

export interface DropdownMenuLinkItemProps {
  href: string;
  icon?: ReactNode;
  /** Renders the link with the app's router. */
  renderLink?: RenderLink;
  /** Marks the link to the page being shown. */
  current?: boolean;
  lang?: string;
  hrefLang?: string;
  children: ReactNode;
}

export function DropdownMenuLinkItem({
  href,
  icon,
  renderLink = renderPlainLink,
  current,
  lang,
  hrefLang,
  children,
}: DropdownMenuLinkItemProps) {
  return (
    <RadixMenu.Item asChild>
      {renderLink({
        href,
        className: styles.item({ tone: 'neutral' }),
        'aria-current': current ? 'page' : undefined,
        lang,
        hrefLang,
        children: (
          <>
            {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
            {children}
          </>
        ),
      })}
    </RadixMenu.Item>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}
