import type { EventCallable } from 'effector';
import type { ComponentType } from 'react';
import type { Locale } from '@/shared/i18n';

/** What every page's `pageStarted` receives: the route parameters, query and language. */
export interface PageContext<Params extends Record<string, string> = Record<string, string>> {
  params: Params;
  /** The query string without `?`. */
  search: string;
  locale: Locale;
}

export type LayoutName = 'default' | 'checkout' | 'none';

/** A page as the router sees it: its start event (loads its data), its view and its layout. */
export interface PageDefinition {
  name: string;
  pageStarted?: EventCallable<PageContext>;
  View: ComponentType;
  /** Shown with status 404 when the page finds that what it shows does not exist. */
  NotFound?: ComponentType;
  layout: LayoutName;
  /**
   * Only for a signed-in shopper (checkout, payment, account). The server renders the view with
   * its model untouched (a neutral loading state, never personal data) and does not run
   * `pageStarted`; in the browser `pageStarted` runs once the session is known to be signed in,
   * and a signed-out visitor is asked to sign in first, then continues here.
   */
  requiresAuth?: boolean;
}

export function searchParamsOf(context: PageContext): URLSearchParams {
  return new URLSearchParams(context.search);
}
