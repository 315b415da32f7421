import { allSettled, type Scope } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { blogPage } from '@/pages/blog';
import { blogsPage } from '@/pages/blogs';
import { brandPage } from '@/pages/brand';
import { brandsPage } from '@/pages/brands';
import { businessPage } from '@/pages/business';
import { cartPage } from '@/pages/cart';
import { catalogPage } from '@/pages/catalog';
import { categoriesPage } from '@/pages/categories';
import { contentPage } from '@/pages/content';
import { notFoundPage, serverErrorPage } from '@/pages/error';
import { homePage } from '@/pages/home';
import { marketsPage } from '@/pages/markets';
import { pagesListPage } from '@/pages/pages-list';
import { productPage } from '@/pages/product';
import { searchPage } from '@/pages/search';
import { wvsLogoutPage } from '@/pages/wvs-logout';
// The pages for a signed-in shopper.
import { accountPage } from '@/pages/personal/account';
import { accountOrderPage } from '@/pages/personal/account-order';
import { accountOrdersPage } from '@/pages/personal/account-orders';
import { checkoutPage } from '@/pages/personal/checkout';
import { checkoutConfirmedPage } from '@/pages/personal/checkout-confirmed';
import { checkoutPaymentPage } from '@/pages/personal/checkout-payment';
import { wvsOrdersPage } from '@/pages/personal/wvs-orders';
import {
  areMessageSectionsLoaded,
  defaultLocale,
  loadMessageSections,
  sectionsOfPage,
  type Locale,
} from '@/shared/i18n';
import {
  $locale,
  $pageStatus,
  isViewLoaded,
  loadView,
  pageStatusReset,
  type PageContext,
  type PageDefinition,
  type PageModel,
  type PageStatus,
} from '@/shared/model';
import { ProtectedPage } from '@/features/auth';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layouts';
import { reloadGuarded } from './pwa';
import { localeOfPath, matchPattern } from './route-match';

/**
 * Every storefront route. Each lives under `/:lang` (uz, ru, en); the pattern here is the part
 * after the language.
 */
export const routes: ReadonlyArray<{
  pattern: string;
  page: PageDefinition;
  /** Parameters fixed by the route itself (content pages named by their address). */
  params?: Record<string, string>;
}> = [
  { pattern: '', page: homePage },
  { pattern: '/catalog', page: catalogPage },
  { pattern: '/products', page: catalogPage },
  { pattern: '/products/:slug', page: productPage },
  { pattern: '/categories', page: categoriesPage },
  { pattern: '/search', page: searchPage },
  { pattern: '/brands', page: brandsPage },
  { pattern: '/brands/:slug', page: brandPage },
  { pattern: '/blogs', page: blogsPage },
  { pattern: '/blogs/:slug', page: blogPage },
  { pattern: '/markets', page: marketsPage },
  { pattern: '/business', page: businessPage },
  { pattern: '/cart', page: cartPage },
  { pattern: '/pages', page: pagesListPage },
  { pattern: '/pages/:slug', page: contentPage },
  { pattern: '/about', page: contentPage, params: { slug: 'about' } },
  { pattern: '/contacts', page: contentPage, params: { slug: 'contacts' } },
  { pattern: '/delivery', page: contentPage, params: { slug: 'delivery' } },
  { pattern: '/how-to-buy', page: contentPage, params: { slug: 'how-to-buy' } },
  { pattern: '/public-offer', page: contentPage, params: { slug: 'public-offer' } },
  { pattern: '/return', page: contentPage, params: { slug: 'return' } },
  { pattern: '/account', page: accountPage },
  { pattern: '/account/orders', page: accountOrdersPage },
  { pattern: '/account/orders/:id', page: accountOrderPage },
  { pattern: '/wvs/orders', page: wvsOrdersPage },
  { pattern: '/wvs/logout', page: wvsLogoutPage },
  { pattern: '/checkout', page: checkoutPage },
  { pattern: '/checkout/payment', page: checkoutPaymentPage },
  { pattern: '/checkout/confirmed', page: checkoutConfirmedPage },
];

export interface RouteMatch {
  page: PageDefinition;
  params: Record<string, string>;
  locale: Locale;
}

export function lookupRoute(pathname: string): RouteMatch | null {
  const locale = localeOfPath(pathname);
  if (!locale) return null;
  for (const route of routes) {
    const match = matchPattern(`/:lang${route.pattern}`, pathname);
    if (match) return { page: route.page, params: { ...match.params, ...route.params }, locale };
  }
  return null;
}

/** Page models already in: a page shown again starts in the same task as its navigation. */
const loadedModels = new WeakMap<PageDefinition, PageModel>();

/** Fetches a page's model once; resolves to it (to nothing for a page without one). */
async function loadModel(page: PageDefinition): Promise<PageModel | undefined> {
  const model = loadedModels.get(page) ?? (await page.loadModel?.());
  if (model) loadedModels.set(page, model);
  return model;
}

/**
 * Starts a page's model in the app's scope, at once when it is in (what the page shows, e.g. a
 * filter read from the address, follows the navigation without a render in between), otherwise
 * once it has loaded.
 */
function startPage(page: PageDefinition, scope: Scope | null, context: PageContext) {
  const start = ({ pageStarted }: PageModel) => {
    if (scope) void allSettled(pageStarted, { scope, params: context });
    else pageStarted(context);
  };
  const loaded = loadedModels.get(page);
  if (loaded) {
    start(loaded);
    return;
  }
  loadModel(page).then(
    (model) => model && start(model),
    // The chunk is gone (a new deployment) or unreachable: let the server render the page.
    () => reloadGuarded(),
  );
}

/** Renders the page for the current address and starts its model after client-side navigation. */
export function AppRouter() {
  const [pathname] = useLocation();
  const search = useSearch();
  const match = lookupRoute(pathname);
  const [status, locale, resetStatus] = useUnit([$pageStatus, $locale, pageStatusReset]);
  const scope = useProvidedScope();
  const rendered = useRef({ pathname, search });

  useEffect(() => {
    const previous = rendered.current;
    if (previous.pathname === pathname && previous.search === search) return;
    rendered.current = { pathname, search };
    const nextLocale = localeOfPath(pathname) ?? defaultLocale;
    if (nextLocale !== locale) {
      // Messages and cached data belong to one language: load the other language afresh.
      window.location.assign(`${pathname}${search ? `?${search}` : ''}`);
      return;
    }
    resetStatus();
    // A page that requires sign-in is started by its `ProtectedPage` once the session allows.
    if (match && !match.page.requiresAuth) {
      startPage(match.page, scope, { params: match.params, search, locale: match.locale });
    }
  }, [pathname, search, match, scope, resetStatus, locale]);

  const { page, View } = pageViewFor(match, status);
  // A page is shown once its code and the texts it shows are in.
  const ready = isViewLoaded(View) && areMessageSectionsLoaded(sectionsOfPage(page.name));
  // The last page whose code was in: shown while the next page's chunk is on its way.
  const [shown, setShown] = useState({ page, View, key: pathname });
  if (ready && (shown.page !== page || shown.View !== View || shown.key !== pathname)) {
    setShown({ page, View, key: pathname });
  }
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all([loadView(View), loadMessageSections(sectionsOfPage(page.name))]).then(
      () => {
        if (current) setShown({ page, View, key: pathname });
      },
      () => {
        // The chunk is gone (a new deployment) or unreachable: let the server render the page,
        // at most once per 10 s so a chunk that stays missing cannot cause a reload loop.
        if (current) reloadGuarded();
      },
    );
    return () => {
      current = false;
    };
  }, [ready, page, View, pathname]);

  const visible = ready ? { page, View, key: pathname } : shown;
  const scrolledFor = useRef(visible.key);
  useEffect(() => {
    if (scrolledFor.current === visible.key) return;
    scrolledFor.current = visible.key;
    // Scroll once the new page has rendered; query-only changes (filters, "show more") keep it.
    window.setTimeout(() => window.scrollTo(0, 0), 0);
  }, [visible.key]);

  const Visible = visible.View;
  return (
    <Layout name={visible.page.layout}>
      <ErrorBoundary key={visible.key} fallback={<serverErrorPage.View />}>
        {visible.page.requiresAuth && match?.page === visible.page ? (
          <ProtectedPage
            start={(context) => startPage(match.page, scope, context)}
            context={{ params: match.params, search, locale: match.locale }}
          >
            <Visible key={visible.key} />
          </ProtectedPage>
        ) : (
          <Visible key={visible.key} />
        )}
      </ErrorBoundary>
    </Layout>
  );
}

/** The page and view shown for a route match in the page's state (found, missing, failed). */
export function pageViewFor(match: RouteMatch | null, status: PageStatus) {
  const page =
    !match || status === 'not-found'
      ? notFoundPage
      : status === 'error'
        ? serverErrorPage
        : match.page;
  const View = (status === 'not-found' && match?.page.NotFound) || page.View;
  return { page, View };
}

/**
 * Fetches the code of the page an address shows, its view and its model, and in the browser the
 * sections of messages it shows (before hydration, or ahead of a navigation); resolves to the
 * page's name.
 */
export async function loadRouteView(pathname: string, status: PageStatus = 'ok') {
  const { page, View } = pageViewFor(lookupRoute(pathname), status);
  await Promise.all([
    loadView(View),
    loadModel(page),
    loadMessageSections(sectionsOfPage(page.name)),
  ]);
  return page.name;
}
