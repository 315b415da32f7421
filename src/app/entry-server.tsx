import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { listBlogs } from '@/entities/blog';
import { listBrands } from '@/entities/brand';
import { listCategories } from '@/entities/category';
import { listPages } from '@/entities/page';
import { listProductSlugs } from '@/entities/product';
import { createApiClient } from '@/shared/api';
import type { RuntimeConfig } from '@/shared/config';
import { defaultDisplayCurrency, type DisplayCurrency } from '@/shared/lib/currency';
import { defaultLocale, loadMessages, localeTags, type Locale, type Messages } from '@/shared/i18n';
import {
  $pageStatus,
  accountTypeChanged,
  appStarted,
  pageFailed,
  type PageDefinition,
  type PageModel,
} from '@/shared/model';
import { renderHeadHtml, safeJson, type HeadCollector } from '@/shared/ui';
import { App } from './app';
import { loadFooter } from './layouts';
import { loadRouteView, lookupRoute } from './router';
import { localeOfPath } from './route-match';
import { renderSitemapXml, staticSitemapPaths, type SitemapEntry } from './sitemap';

export interface RenderRequest {
  /** Path and query of the request, e.g. `/uz/catalog?sort=price_asc`. */
  url: string;
  config: RuntimeConfig;
  /** Where the server reaches the API. */
  apiBaseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** The display currency the request's cookie names; sums when absent. */
  currency?: DisplayCurrency;
  /**
   * Set when the request's account-type cookie names a legal entity: the page loads (and
   * hydrates) the rails and slides for legal entities. Not a credential (see the cookie's module).
   */
  accountType?: 'legal_entity';
}

export interface RenderResult {
  status: number;
  locale: Locale;
  /** `lang` attribute of `<html>`. */
  htmlLang: string;
  /** Managed `<head>` elements: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** The rendered app, to go inside `#root`. */
  body: string;
  /** The serialised effector scope (JSON, safe inside a script element). */
  state: string;
  /** The page rendered (its name), whose code the document preloads. */
  page: string;
}

const statusCodes = { ok: 200, 'not-found': 404, error: 500 } as const;

/**
 * Each language's merged catalogue, made once per process: merging a few thousand messages for
 * every request cost a noticeable share of a render. Never mutated.
 */
const messagesByLocale = new Map<Locale, ReturnType<typeof loadMessages>>();
function messagesOf(locale: Locale): ReturnType<typeof loadMessages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    // A failed load is tried again by the next request.
    messages.catch(() => messagesByLocale.delete(locale));
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

/**
 * Each page's model module, imported once per process: an `import()` for every render went
 * through the module loader each time (resolving, and with the reference API's TypeScript loader
 * in the process a round trip to the loader's thread), a few per cent of a render under load.
 */
const modelsByPage = new WeakMap<PageDefinition, Promise<PageModel>>();
function pageModelOf(page: PageDefinition): Promise<PageModel> | undefined {
  let model = modelsByPage.get(page);
  if (!model && page.loadModel) {
    model = page.loadModel();
    // A failed import is tried again by the next request.
    model.catch(() => modelsByPage.delete(page));
    modelsByPage.set(page, model);
  }
  return model;
}

function renderApp(
  scope: Scope,
  locale: Locale,
  messages: Messages,
  pathname: string,
  search: string,
) {
  const collector: HeadCollector = { head: null };
  const body = renderToString(
    <Provider value={scope}>
      <App
        locale={locale}
        messages={messages}
        ssrPath={pathname}
        ssrSearch={search}
        headCollector={collector}
      />
    </Provider>,
  );
  return { body, collector };
}

/**
 * Renders one request: a fresh scope, the app and page started and settled, the app rendered
 * and the scope serialised for hydration.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://storefront.local');
  const pathname = url.pathname;
  const search = url.search.slice(1);
  const match = lookupRoute(pathname);
  const locale = match?.locale ?? localeOfPath(pathname) ?? defaultLocale;

  const scope = fork();
  const messages = await messagesOf(locale);
  try {
    await allSettled(appStarted, {
      scope,
      params: {
        locale,
        config: request.config,
        apiBaseUrl: request.apiBaseUrl,
        fetch: request.fetch,
        // Serialised with the page, so the year and the stores' open-now state hydrate unchanged.
        now: Date.now(),
        currency: request.currency ?? defaultDisplayCurrency,
      },
    });
    if (request.accountType) {
      await allSettled(accountTypeChanged, { scope, params: request.accountType });
    }
    // Personal pages load in the browser only, once the session is known there.
    const model = match && !match.page.requiresAuth ? pageModelOf(match.page) : undefined;
    if (match && model) {
      const { pageStarted } = await model;
      await allSettled(pageStarted, {
        scope,
        params: { params: match.params, search, locale },
      });
    }
  } catch (error) {
    console.error(error);
    await allSettled(pageFailed, { scope });
  }

  let status: number = match ? statusCodes[scope.getState($pageStatus)] : 404;
  let page = 'server-error';
  let rendered: ReturnType<typeof renderApp>;
  try {
    // The footer's code is the browser's on demand only (it keeps the server's markup): the
    // server loads it as it loads the page's (once per process).
    [page] = await Promise.all([
      loadRouteView(pathname, scope.getState($pageStatus)),
      loadFooter(),
    ]);
    rendered = renderApp(scope, locale, messages, pathname, search);
  } catch (error) {
    console.error(error);
    await allSettled(pageFailed, { scope });
    status = 500;
    page = await loadRouteView(pathname, 'error');
    rendered = renderApp(scope, locale, messages, pathname, search);
  }

  const head = rendered.collector.head
    ? renderHeadHtml(rendered.collector.head, { locale, publicUrl: request.config.publicUrl })
    : '';
  return {
    status,
    locale,
    htmlLang: localeTags[locale].html,
    head,
    body: rendered.body,
    state: safeJson(serialize(scope)),
    page,
  };
}

/** The sitemap: every public page in the three languages, from the API's current content. */
export async function renderSitemap(request: {
  config: RuntimeConfig;
  apiBaseUrl: string;
}): Promise<string> {
  const api = createApiClient({ baseUrl: request.apiBaseUrl });
  const locale = defaultLocale;
  const today = new Date().toISOString();
  const [products, categories, brands, pages, firstBlogs] = await Promise.all([
    listProductSlugs(api, { locale }),
    listCategories(api, { locale }),
    listBrands(api, { locale }),
    listPages(api, { locale }),
    listBlogs(api, { locale, page: 1, per_page: 48 }),
  ]);
  const blogs = [...firstBlogs.data];
  for (let page = 2; page <= firstBlogs.meta.pages; page += 1) {
    blogs.push(...(await listBlogs(api, { locale, page, per_page: 48 })).data);
  }
  const flatten = (tree: typeof categories): typeof categories =>
    tree.flatMap((category) => [category, ...flatten(category.children)]);
  const fixedContent = new Set([
    'about',
    'contacts',
    'delivery',
    'how-to-buy',
    'public-offer',
    'return',
  ]);
  const entries: SitemapEntry[] = [
    ...staticSitemapPaths.map((path) => ({ path, lastmod: today })),
    ...flatten(categories).map((category) => ({
      path: `/catalog?category=${encodeURIComponent(category.slug)}`,
      lastmod: today,
    })),
    ...products.map((product) => ({
      path: `/products/${encodeURIComponent(product.slug)}`,
      lastmod: product.updated_at,
    })),
    ...brands.map((brand) => ({
      path: `/brands/${encodeURIComponent(brand.slug)}`,
      lastmod: today,
    })),
    ...blogs.map((blog) => ({
      path: `/blogs/${encodeURIComponent(blog.slug)}`,
      lastmod: blog.published_at,
    })),
    ...pages
      .filter((page) => !fixedContent.has(page.slug))
      .map((page) => ({
        path: `/pages/${encodeURIComponent(page.slug)}`,
        lastmod: page.updated_at,
      })),
  ];
  return renderSitemapXml(entries, request.config.publicUrl);
}
