import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
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
import { $isAuthenticated, $user, logoutClicked } from '../model/session';
import { signInRequested } from '../model/sign-in';
import { preloadSignInDialog } from './sign-in-dialog';

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
 * The header's account entry. Server rendering and the first browser render show the signed-out
 * button (the session is read only after hydration); then a signed-in shopper gets a menu.
 */
export function HeaderAccount() {
  const intl = useIntl();
  const [locale, authenticated, user, requestSignIn, signOut] = useUnit([
    $locale,
    $isAuthenticated,
    $user,
    signInRequested,
    logoutClicked,
  ]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!hydrated || !authenticated) {
    return (
      <AccountButton
        signedIn={false}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
        onClick={() => requestSignIn({})}
      />
    );
  }
  const name = [user?.name].filter(Boolean).join(' ') || initialsOf(user?.phone);
  return (
    <DropdownMenu trigger={<AccountButton signedIn name={name} />}>
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

/** A shopper with no name yet is shown by the last digits of their phone. */
function initialsOf(phone: string | undefined): string {
  return phone ? `•${phone.slice(-4)}` : '';
}
