import { useUnit } from 'effector-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  Box,
  Breadcrumbs,
  Button,
  Heading,
  Inline,
  Pagination,
  Sheet,
  Stack,
  Text,
  sprinkles,
} from 'design-system';
import { productSorts, type ProductSort } from '@/shared/api';
import { links, stripLocale } from '@/shared/lib/links';
import { $categories, $locale, $runtimeConfig, categoryTrail } from '@/shared/model';
import { breadcrumbJsonLd, EmptyResult, Head, ProductGrid, renderRouterLink } from '@/shared/ui';
import { CatalogFilters } from './filters';
import { $loading, $query, $result } from './model';
import { formatCatalogQuery, hasFilters, type CatalogQuery } from './query';

const messages = defineMessages({
  home: {
    id: 'catalog.breadcrumb.home',
    defaultMessage: 'Home',
    description: 'Breadcrumb to the home page',
  },
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
  filters: {
    id: 'catalog.filters',
    defaultMessage: 'Filters',
    description: 'Opens the filter sheet on phones',
  },
  sort: { id: 'catalog.sort', defaultMessage: 'Sort by', description: 'Sort select label' },
  empty: {
    id: 'catalog.empty',
    defaultMessage: 'No products found',
    description: 'Catalogue with no matching products',
  },
  emptyHint: {
    id: 'catalog.empty.hint',
    defaultMessage: 'Try other filters or browse the whole catalogue.',
    description: 'Advice under "No products found"',
  },
  showAll: {
    id: 'catalog.empty.action',
    defaultMessage: 'Show all products',
    description: 'Resets the catalogue filters',
  },
  sortPopular: {
    id: 'catalog.sort.popular',
    defaultMessage: 'Popular first',
    description: 'Sort option',
  },
  sortPriceAsc: {
    id: 'catalog.sort.priceAsc',
    defaultMessage: 'Price: low to high',
    description: 'Sort option',
  },
  sortPriceDesc: {
    id: 'catalog.sort.priceDesc',
    defaultMessage: 'Price: high to low',
    description: 'Sort option',
  },
  sortNewest: {
    id: 'catalog.sort.newest',
    defaultMessage: 'Newest first',
    description: 'Sort option',
  },
  sortName: { id: 'catalog.sort.name', defaultMessage: 'By name', description: 'Sort option' },
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

const sortLabels: Record<ProductSort, (typeof messages)[keyof typeof messages]> = {
  popular: messages.sortPopular,
  price_asc: messages.sortPriceAsc,
  price_desc: messages.sortPriceDesc,
  newest: messages.sortNewest,
  name: messages.sortName,
};

export function CatalogView() {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const [query, result, loading, categories, locale, config] = useUnit([
    $query,
    $result,
    $loading,
    $categories,
    $locale,
    $runtimeConfig,
  ]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const base = stripLocale(pathname);
  const isProducts = base === '/products';
  const trail = query.category ? categoryTrail(categories, query.category) : [];
  const current = trail[trail.length - 1];
  const heading =
    current?.name ?? intl.formatMessage(isProducts ? messages.products : messages.catalog);
  const hrefFor = (next: CatalogQuery) => {
    const search = formatCatalogQuery(next);
    return `${pathname}${search ? `?${search}` : ''}`;
  };
  const apply = (next: CatalogQuery) => {
    setSheetOpen(false);
    navigate(hrefFor(next));
  };
  const reset = () =>
    apply({
      ...query,
      category: undefined,
      brands: [],
      priceMin: undefined,
      priceMax: undefined,
      inStock: false,
      page: 1,
    });

  const crumbs = [
    { label: intl.formatMessage(messages.home), href: links.home(locale) },
    { label: intl.formatMessage(messages.catalog), href: links.catalog(locale) },
    ...trail.map((category) => ({
      label: category.name,
      href: links.category(locale, category.slug),
    })),
  ];
  const filters = (idPrefix: string) => (
    <CatalogFilters
      query={query}
      facets={result?.facets}
      idPrefix={idPrefix}
      onApply={apply}
      onReset={reset}
    />
  );

  return (
    <Stack space="xl">
      <Head
        title={intl.formatMessage(titleMessage, { name: heading })}
        description={intl.formatMessage(messages.description)}
        path={`${base}${query.category ? `?category=${encodeURIComponent(query.category)}` : ''}`}
        jsonLd={[
          breadcrumbJsonLd(
            crumbs.map((crumb) => ({ name: crumb.label, href: crumb.href })),
            config.publicUrl,
          ),
        ]}
      />
      <Breadcrumbs
        items={crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? { label: crumb.label } : crumb,
        )}
        renderLink={renderRouterLink}
      />
      <Inline align="between" wrap>
        <Stack space="xs">
          <Heading level={1} size="lg">
            {heading}
          </Heading>
          {result ? (
            <Text tone="muted" aria-live="polite" data-testid="result-count">
              {intl.formatMessage(countMessage, { count: result.meta.total })}
            </Text>
          ) : null}
        </Stack>
        <Inline space="md" alignY="end">
          <Box display={{ mobile: 'block', desktop: 'none' }}>
            <Button type="button" tone="neutral" onClick={() => setSheetOpen(true)}>
              {intl.formatMessage(messages.filters)}
            </Button>
          </Box>
          <Stack space="xxs">
            <Text as="label" size="sm" htmlFor="catalog-sort">
              {intl.formatMessage(messages.sort)}
            </Text>
            <select
              id="catalog-sort"
              value={query.sort}
              onChange={(event) =>
                apply({ ...query, sort: event.target.value as ProductSort, page: 1 })
              }
              className={sprinkles({
                paddingX: 'sm',
                paddingY: 'xs',
                borderRadius: 'sm',
                borderWidth: 'thin',
                borderStyle: 'solid',
                borderColor: 'borderStrong',
                background: 'surface',
                color: 'text',
              })}
            >
              {productSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage(sortLabels[sort])}
                </option>
              ))}
            </select>
          </Stack>
        </Inline>
      </Inline>

      <Box display="flex" gap="xl" alignItems="flex-start">
        <Box
          as="aside"
          display={{ mobile: 'none', desktop: 'block' }}
          flexShrink="0"
          style={{ width: 260 }}
          aria-label={intl.formatMessage(messages.filters)}
        >
          {filters('sidebar')}
        </Box>
        <Stack space="xl" flexGrow="1" minWidth="0" aria-busy={loading}>
          {result && result.data.length > 0 ? (
            <ProductGrid products={result.data} priorityCount={2} />
          ) : result ? (
            <EmptyResult
              title={intl.formatMessage(messages.empty)}
              text={intl.formatMessage(messages.emptyHint)}
              actionLabel={intl.formatMessage(messages.showAll)}
              actionHref={hasFilters(query) ? links.catalog(locale) : links.home(locale)}
            />
          ) : null}
          {result && result.meta.pages > 1 ? (
            <Pagination
              page={result.meta.page}
              pageCount={result.meta.pages}
              getHref={(page) => hrefFor({ ...query, page })}
              renderLink={renderRouterLink}
            />
          ) : null}
        </Stack>
      </Box>

      <Sheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={intl.formatMessage(messages.filters)}
        side="left"
      >
        {sheetOpen ? filters('sheet') : null}
      </Sheet>
    </Stack>
  );
}
