import type { EventCallable } from 'effector';
import { createElement, use, type ComponentType } from 'react';
import type { Locale } from '@/shared/i18n';
import { wholeStylesheet } from '@/shared/lib/on-demand';

/** What every page's `pageStarted` receives: the route parameters, query and language. */
export interface PageContext<Params extends Record<string, string> = Record<string, string>> {
  params: Params;
  /** The query string without `?`. */
  search: string;
  locale: Locale;
}

export type LayoutName = 'default' | 'checkout' | 'none';

/** A page's model: its start event (loads its data) and what that event is wired to. */
export interface PageModel {
  pageStarted: EventCallable<PageContext>;
}

/** A page as the router sees it: its model, its view and its layout. */
export interface PageDefinition {
  name: string;
  /**
   * Loads the page's model, a chunk of its own (`() => import('./model')`): the browser loads it
   * with the view, before hydration on the first page; the router and the server start it once in.
   */
  loadModel?: () => Promise<PageModel>;
  View: ComponentType;
  /** Shown with status 404 when the page finds that what it shows does not exist. */
  NotFound?: ComponentType;
  layout: LayoutName;
  /**
   * Only for a signed-in shopper (checkout, payment, account). The server renders the view with
   * its model untouched (a neutral loading state, never personal data) and does not start it;
   * in the browser the model starts once the session is known to be signed in,
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
  // Marked fulfilled once the code is in, as React reads a promise passed to `use()`: a view
  // whose code is in renders at once, even where this promise was never awaited by React.
  let pending: Promise<void> | null = null;
  const load = () => {
    if (!pending) {
      // A page shown after the first needs the app's whole stylesheet (see shared/lib/on-demand).
      const loading: Promise<void> = Promise.all([importView(), wholeStylesheet()]).then(
        ([view]) => {
          loaded = view;
          Object.assign(loading, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          // Let a later attempt fetch the chunk again (a flaky network, a new deployment).
          pending = null;
          throw error;
        },
      );
      pending = loading;
    }
    return pending;
  };
  function PageView(props: object) {
    // Suspends until the code is in (reached unloaded only outside the router). Called on every
    // render, as React requires of `use()`.
    use(load());
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
