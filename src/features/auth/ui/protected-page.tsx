import { useUnit } from 'effector-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { lazyComponent } from 'design-system';
import { links } from '@/shared/lib/links';
import { onDemand } from '@/shared/lib/on-demand';
import type { PageContext } from '@/shared/model';
import { $sessionAccess, $sessionEnded, type SessionAccess } from '@/entities/session';
import { signInRequested } from '../model/sign-in-request';

// Shown only in the browser, to a signed-out visitor, with the sign-in dialog over it: its code
// and styles come with the dialog's, so no page's own stylesheet carries them.
const loadSignInRequired = onDemand(() => import('./sign-in-required'));
const SignInRequired = lazyComponent(() =>
  loadSignInRequired().then((module) => module.SignInRequired),
);

export interface ProtectedPageProps {
  /** Starts the page's model; run only for a signed-in shopper. */
  start?: (context: PageContext) => void;
  context: PageContext;
  children: ReactNode;
}

/**
 * Wraps a page with `requiresAuth` (the router does this). While the session is unknown (the
 * server, the first browser render) the page renders untouched, i.e. in its loading state. Signed
 * in: the page's model starts, once per address. Signed out: the sign-in dialog opens with this
 * address to come back to, and the page shows a way to reopen it. Signing out here leaves for
 * the home page; a session that ended on the server (401) asks to sign in again, staying here.
 */
export function ProtectedPage({ start, context, children }: ProtectedPageProps) {
  const [access, sessionEnded, requestSignIn] = useUnit([
    $sessionAccess,
    $sessionEnded,
    signInRequested,
  ]);
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const returnTo = `${pathname}${search ? `?${search}` : ''}`;
  const startedFor = useRef<string | null>(null);
  const previousAccess = useRef<SessionAccess>(access);
  const leaving = useRef(false);
  const latest = useRef({ start, context });
  latest.current = { start, context };

  useEffect(() => {
    const previous = previousAccess.current;
    previousAccess.current = access;
    if (leaving.current) return;
    if (access === 'signed-in') {
      if (startedFor.current === returnTo) return;
      startedFor.current = returnTo;
      latest.current.start?.(latest.current.context);
      return;
    }
    startedFor.current = null;
    if (access !== 'signed-out') return;
    if (previous === 'signed-in' && !sessionEnded) {
      leaving.current = true;
      navigate(links.home(latest.current.context.locale));
    } else requestSignIn({ returnTo });
  }, [access, sessionEnded, returnTo, navigate, requestSignIn]);

  if (access === 'signed-out') {
    return <SignInRequired returnTo={returnTo} />;
  }
  return children;
}
