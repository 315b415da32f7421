import { useUnit } from 'effector-react';
import { useCallback, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Box, Heading, Inline, Stack, Text } from 'design-system';
import { links, stripLocale } from '@/shared/lib/links';
import { $categories, categoryTrail } from '@/entities/category';
import { $locale, $runtimeConfig } from '@/shared/model';
import { DeferredHydration, pageBreadcrumbs, Head } from '@/shared/ui';
import { CatalogFilters } from './filters';
import { FiltersSheet, FiltersSidebar } from './filters-panel';
import { $listOutdated, $loading, $pastLastPage, $query, $result, showMoreClicked } from './model';
import { ProductList } from './product-list';
import { formatCatalogQuery, hasFilters, withoutFilters } from './query';
import type { CatalogQuery } from './query';
import { SortBar } from './sort-bar';

const messages = defineMessages({
  catalog: {
    id: 'catalog.title',
    defaultMessage: 'Catalogue',
    description: 'Catalogue page heading',
  },
  products: {
    id: 'catalog.products.title',
    defaultMessage: 'Products',
    description: 'Product list page heading',
  },
  description: {
    id: 'catalog.description',
    defaultMessage: 'Groceries and household goods with delivery across Tashkent and Uzbekistan.',
    description: 'Catalogue meta description',
  },
});

const titleMessage = defineMessage<{ name: string }>({
  id: 'catalog.titleSuffix',
  defaultMessage: '{name} — Savat',
  description: 'Catalogue page title: the category or list name and the shop name',
});

const countMessage = defineMessage<{ count: number }>({
  id: 'catalog.count',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
  description: 'How many products match the filters',
});

const catalogHref = (pathname: string, query: CatalogQuery) => {
  const search = formatCatalogQuery(query);
  return `${pathname}${search ? `?${search}` : ''}`;
};

export function CatalogView() {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const currentSearch = useSearch();
  const [query, result, outdated, loading, pastLastPage, categories, locale, config, showMore] =
    useUnit([
      $query,
      $result,
      $listOutdated,
      $loading,
      $pastLastPage,
      $categories,
      $locale,
      $runtimeConfig,
      showMoreClicked,
    ]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const base = stripLocale(pathname);
  const isProducts = base === '/products';
  const trail = query.category ? categoryTrail(categories, query.category) : [];
  const current = trail[trail.length - 1];
  const heading =
    current?.name ?? intl.formatMessage(isProducts ? messages.products : messages.catalog);
  const hrefFor = (next: CatalogQuery) => catalogHref(pathname, next);
  const currentHref = `${pathname}${currentSearch ? `?${currentSearch}` : ''}`;
  // Each choice is a new address (shareable, and the back button undoes it); the same one twice
  // adds nothing to the history. The same function while the address stays: the sidebar's
  // filters (the longest part of the page) are then left alone when the rest renders again.
  const apply = useCallback(
    (next: CatalogQuery, options?: { replace: boolean }) => {
      const href = catalogHref(pathname, next);
      if (href !== currentHref) navigate(href, { replace: options?.replace ?? false });
    },
    [pathname, currentHref, navigate],
  );
  const resetHref = hrefFor(withoutFilters(query));

  const crumbs = pageBreadcrumbs(intl, { locale, publicUrl: config.publicUrl }, [
    { label: intl.formatMessage(messages.catalog), href: links.catalog(locale) },
    ...trail.map((category) => ({
      label: category.name,
      href: links.category(locale, category.slug),
    })),
  ]);
  const filters = (idPrefix: string) => (
    <CatalogFilters
      query={query}
      facets={result?.facets}
      idPrefix={idPrefix}
      action={pathname}
      resetHref={resetHref}
      onApply={apply}
    />
  );

  return (
    <Stack space="xl">
      <Head
        title={intl.formatMessage(titleMessage, { name: heading })}
        description={intl.formatMessage(messages.description)}
        path={`${base}${query.category ? `?category=${encodeURIComponent(query.category)}` : ''}`}
        jsonLd={[crumbs.jsonLd]}
        noindex={pastLastPage !== null}
      />
      {crumbs.breadcrumbs}
      <Inline align="between" wrap>
        <Stack space="xs">
          <Heading level={1} size="lg">
            {heading}
          </Heading>
          {/* No count for a list with nothing: its empty state says so, once. */}
          {result && !outdated && result.meta.total > 0 ? (
            <Text tone="muted" aria-live="polite" data-testid="result-count">
              {intl.formatMessage(countMessage, { count: result.meta.total })}
            </Text>
          ) : null}
        </Stack>
        <SortBar
          sort={query.sort}
          onSortChange={(sort, options) => apply({ ...query, sort, page: 1 }, options)}
          onFiltersOpen={() => setSheetOpen(true)}
        />
      </Inline>

      <Box display="flex" gap="xl" alignItems="flex-start">
        {/* The longest part of the page (hidden on a phone): hydrated after the rest, or when used. */}
        <FiltersSidebar>
          <DeferredHydration>{filters('catalog-filters-sidebar')}</DeferredHydration>
        </FiltersSidebar>
        <ProductList
          result={result}
          outdated={outdated}
          loading={loading}
          pastLastPage={pastLastPage}
          emptyActionHref={hasFilters(query) ? resetHref : links.home(locale)}
          pageHref={(page) => hrefFor({ ...query, page })}
          onShowMore={(nextPageHref) => {
            showMore();
            navigate(nextPageHref);
          }}
        />
      </Box>

      <FiltersSheet open={sheetOpen} onOpenChange={setSheetOpen} total={result?.meta.total ?? 0}>
        {filters('catalog-filters-sheet')}
      </FiltersSheet>
    </Stack>
  );
}
