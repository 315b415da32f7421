import { useUnit } from 'effector-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { AccountButton } from 'design-system';
import { $isAuthenticated, $user } from '@/entities/session';
import { onDemand } from '@/shared/lib/on-demand';
import { signInRequested } from '../model/sign-in-request';
import { preloadSignInDialog } from './sign-in-dialog-loader';

// The menu (and the Radix menu and positioning code under it) is fetched only for a signed-in
// shopper, after hydration; until it arrives the same button is shown, and a tap on it opens the
// menu as soon as it is in.
const loadMenu = onDemand(() => import('./header-account-menu'));
const HeaderAccountMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.HeaderAccountMenu })),
);

/**
 * The header's account entry. Server rendering and the first browser render show the signed-out
 * button (the session is read only after hydration); then a signed-in shopper gets a menu.
 */
export function HeaderAccount() {
  const [authenticated, user, requestSignIn] = useUnit([$isAuthenticated, $user, signInRequested]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [menuRequested, setMenuRequested] = useState(false);
  useEffect(() => {
    if (!authenticated) setMenuRequested(false);
  }, [authenticated]);

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
    <Suspense
      fallback={
        <AccountButton
          signedIn
          name={name}
          aria-haspopup="menu"
          aria-expanded={false}
          // The menu's button opens on the press, as this one does: a press that began here and
          // ends on the menu's button, put in its place as the press lasts, still opens it.
          onPointerDown={(event) => {
            if (event.button === 0 && !event.ctrlKey) setMenuRequested(true);
          }}
          onClick={() => setMenuRequested(true)}
        />
      }
    >
      <HeaderAccountMenu name={name} defaultOpen={menuRequested} />
    </Suspense>
  );
}

/** A shopper with no name yet is shown by the last digits of their phone. */
function initialsOf(phone: string | undefined): string {
  return phone ? `•${phone.slice(-4)}` : '';
}
