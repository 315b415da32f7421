import { useUnit } from 'effector-react';
import { useState, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  AccountButton,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
} from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { renderRouterLink } from '@/shared/ui';
import { logoutClicked } from '@/entities/session';

const messages = defineMessages({
  profile: {
    id: 'auth.menu.profile',
    defaultMessage: 'Profile',
    description: 'Header account menu: link to the profile page',
  },
  orders: {
    id: 'auth.menu.orders',
    defaultMessage: 'My orders',
    description: 'Header account menu: link to the order list',
  },
  signOut: {
    id: 'auth.menu.signOut',
    defaultMessage: 'Sign out',
    description: 'Header account menu: sign out',
  },
});

/**
 * A signed-in shopper's account menu: profile, orders and sign-out. `defaultOpen` opens it as it
 * appears (the shopper tapped the button while the menu's code was on its way).
 */
export function HeaderAccountMenu({
  name,
  defaultOpen = false,
  triggerRef,
}: {
  name: string;
  defaultOpen?: boolean;
  /** The menu's button, e.g. to give it the focus after a sign-in. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const [locale, signOut] = useUnit([$locale, logoutClicked]);
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu
      trigger={<AccountButton ref={triggerRef} signedIn name={name} />}
      open={open}
      onOpenChange={setOpen}
    >
      <DropdownMenuLinkItem href={links.account(locale)} renderLink={renderRouterLink}>
        {intl.formatMessage(messages.profile)}
      </DropdownMenuLinkItem>
      <DropdownMenuLinkItem href={links.orders(locale)} renderLink={renderRouterLink}>
        {intl.formatMessage(messages.orders)}
      </DropdownMenuLinkItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="critical" onSelect={() => signOut()}>
        {intl.formatMessage(messages.signOut)}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
