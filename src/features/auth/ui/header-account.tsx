import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AccountButton, lazyComponent } from 'design-system';
import { $isAuthenticated, $user } from '@/entities/session';
import { onDemand } from '@/shared/lib/on-demand';
import { $signInOpen, signInRequested } from '../model/sign-in-request';
import { preloadSignInDialog } from './sign-in-dialog-loader';

// The menu (and the Radix menu and positioning code under it) is fetched only for a signed-in
// shopper, after hydration; until it arrives the same button is shown, and a tap on it opens the
// menu as soon as it is in.
const loadMenu = onDemand(() => import('./header-account-menu'));
const HeaderAccountMenu = lazyComponent(() =>
  loadMenu().then((module) => module.HeaderAccountMenu),
);

/**
 * The header's account entry. Server rendering and the first browser render show the signed-out
 * button (the session is read only after hydration); then a signed-in shopper gets a menu.
 */
export function HeaderAccount() {
  const [authenticated, user, signInOpen, requestSignIn] = useUnit([
    $isAuthenticated,
    $user,
    $signInOpen,
    signInRequested,
  ]);
  const accountButtonRef = useFocusAfterSignIn(authenticated, signInOpen);
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
    <HeaderAccountMenu
      name={name}
      defaultOpen={menuRequested}
      triggerRef={accountButtonRef}
      fallback={
        <AccountButton
          ref={accountButtonRef}
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
    />
  );
}

const nothingFocused = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * Signing in from the dialog replaces the "Sign in" button, and often the place the dialog was
 * opened from: when the dialog has nowhere to give the focus back, the account button takes it,
 * also when the account menu's button replaces it as the menu's code arrives.
 */
function useFocusAfterSignIn(authenticated: boolean, signInOpen: boolean) {
  const button = useRef<HTMLButtonElement | null>(null);
  const wanted = useRef(false);
  const signingIn = useRef(false);
  useEffect(() => {
    if (!authenticated) wanted.current = false;
    if (signInOpen) {
      if (!authenticated) signingIn.current = true;
      return;
    }
    if (!signingIn.current) return;
    signingIn.current = false;
    if (!authenticated) return;
    wanted.current = true;
    // The dialog gives the focus back a task after it closes.
    const timer = setTimeout(() => {
      if (nothingFocused()) button.current?.focus();
    }, 0);
    // Once the shopper is elsewhere, a later account button does not take the focus.
    const movedOn = (event: FocusEvent) => {
      if (event.target !== button.current) wanted.current = false;
    };
    document.addEventListener('focusin', movedOn);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', movedOn);
    };
  }, [authenticated, signInOpen]);
  return useCallback((node: HTMLButtonElement | null) => {
    button.current = node;
    if (node && wanted.current && nothingFocused()) node.focus();
  }, []);
}

/** A shopper with no name yet is shown by the last digits of their phone. */
function initialsOf(phone: string | undefined): string {
  return phone ? `•${phone.slice(-4)}` : '';
}
