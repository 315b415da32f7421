import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
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

/**
 * A menu of actions or links. Arrow keys move between items, typing jumps to an item, Enter
 * or Space activates it, Escape closes the menu and returns focus to the trigger.
 */
export function DropdownMenu({
  trigger,
  align = 'end',
  open,
  onOpenChange,
  children,
}: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          loop
          className={`${floatingSurface} ${styles.content}`}
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
