import type { EventCallable } from 'effector';
import { createElement, use, type ComponentType } from 'react';
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
  /**
   * Loads the module that wires `pageStarted` to the page's models, when it is not bundled with
   * the app: the router (and the server) wait for it before starting the page.
   */
  loadModel?: () => Promise<unknown>;
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

/**
 * A page view whose code is a chunk of its own, fetched the first time the page is shown. The
 * server and the browser load it before rendering the page they start on, so it renders at once
 * there; during navigation the router keeps the previous page until the next one is in.
 */
export type LazyView = ComponentType & {
  /** Fetches the view's code once; later calls share the same promise. */
  load(): Promise<void>;
  isLoaded(): boolean;
};

/** `View: lazyView(() => import('./view').then((module) => module.HomeView))` in a page's index. */
export function lazyView(importView: () => Promise<ComponentType>): LazyView {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= importView().then(
      (view) => {
        loaded = view;
      },
      (error: unknown) => {
        // Let a later attempt fetch the chunk again (a flaky network, a new deployment).
        pending = null;
        throw error;
      },
    ));
  function PageView(props: object) {
    // Reached unloaded only outside the router; suspends until the code is in.
    if (!loaded) use(load());
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(PageView, { load, isLoaded: () => loaded !== null });
}

export function isLazyView(view: ComponentType): view is LazyView {
  return typeof (view as Partial<LazyView>).load === 'function';
}

/** Whether the view can render now without waiting for code. */
export function isViewLoaded(view: ComponentType): boolean {
  return !isLazyView(view) || view.isLoaded();
}

/** Fetches a lazy view's code; resolves at once for a view bundled with the app. */
export function loadView(view: ComponentType): Promise<void> {
  return isLazyView(view) ? view.load() : Promise.resolve();
}

export function searchParamsOf(context: PageContext): URLSearchParams {
  return new URLSearchParams(context.search);
}
