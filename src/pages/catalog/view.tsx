import { useUnit } from 'effector-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import {
  Box,
  Button,
  ButtonLink,
  Grid,
  Heading,
  Inline,
  Pagination,
  Select,
  Sheet,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from 'design-system';
import { productSorts, type ProductSort } from '@/shared/api';
import { links, stripLocale } from '@/shared/lib/links';
import { $categories, categoryTrail } from '@/entities/category';
import { $locale, $runtimeConfig } from '@/shared/model';
import { pageBreadcrumbs, EmptyResult, Head, renderRouterLink } from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';
import { CatalogFilters } from './filters';
import { $listOutdated, $loading, $query, $result, showMoreClicked } from './model';
import { formatCatalogQuery, hasFilters, type CatalogQuery } from './query';

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
  showMore: {
    id: 'catalog.showMore',
    defaultMessage: 'Show more',
    description: 'Adds the next page of products under the ones shown',
  },
});

const showCountMessage = defineMessage<{ count: number }>({
  id: 'catalog.filter.showCount',
  defaultMessage: '{count, plural, one {Show # product} other {Show # products}}',
  description: 'Closes the phone filter sheet; the count matches the chosen filters',
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

/** While another list loads: tile-shaped placeholders, and the loading state announced. */
function ListLoading() {
  return (
    <Stack space="lg" data-testid="product-grid-loading">
      <Spinner labelVisible />
      <Grid columns={{ mobile: 2, tablet: 3, desktop: 4 }} space="lg">
        {Array.from({ length: 8 }, (_, index) => (
          <Stack key={index} space="sm">
            <Skeleton aspectRatio="1 / 1" />
            <Skeleton shape="text" lines={2} />
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}

export function CatalogView() {
  const intl = useIntl();
  const [pathname, navigate] = useLocation();
  const currentSearch = useSearch();
  const [query, result, outdated, loading, categories, locale, config, showMore] = useUnit([
    $query,
    $result,
    $listOutdated,
    $loading,
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
  const hrefFor = (next: CatalogQuery) => {
    const search = formatCatalogQuery(next);
    return `${pathname}${search ? `?${search}` : ''}`;
  };
  const currentHref = `${pathname}${currentSearch ? `?${currentSearch}` : ''}`;
  // Each choice is a new address (shareable, and the back button undoes it); the same one twice
  // adds nothing to the history.
  const apply = (next: CatalogQuery) => {
    const href = hrefFor(next);
    if (href !== currentHref) navigate(href);
  };
  const resetHref = hrefFor({
    ...query,
    category: undefined,
    brands: [],
    priceMin: undefined,
    priceMax: undefined,
    inStock: false,
    page: 1,
  });
  const nextPageHref =
    result && result.meta.page < result.meta.pages
      ? hrefFor({ ...query, page: result.meta.page + 1 })
      : null;

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
      />
      {crumbs.breadcrumbs}
      <Inline align="between" wrap>
        <Stack space="xs">
          <Heading level={1} size="lg">
            {heading}
          </Heading>
          {result && !outdated ? (
            <Text tone="muted" aria-live="polite" data-testid="result-count">
              {intl.formatMessage(countMessage, { count: result.meta.total })}
            </Text>
          ) : null}
        </Stack>
        <Box display="flex" gap="md" alignItems="flex-end">
          <Box display={{ mobile: 'block', desktop: 'none' }} flexShrink="0">
            <Button type="button" tone="neutral" onClick={() => setSheetOpen(true)}>
              {intl.formatMessage(messages.filters)}
            </Button>
          </Box>
          <Box flexGrow="1" minWidth="0">
            <Select
              id="catalog-sort"
              name="sort"
              form="catalog-filters-sidebar-form"
              label={intl.formatMessage(messages.sort)}
              required={false}
              value={query.sort}
              onChange={(event) =>
                apply({ ...query, sort: event.currentTarget.value as ProductSort, page: 1 })
              }
              options={productSorts.map((sort) => ({
                value: sort,
                label: intl.formatMessage(sortLabels[sort]),
              }))}
            />
          </Box>
        </Box>
      </Inline>

      <Box display="flex" gap="xl" alignItems="flex-start">
        <Box
          as="aside"
          display={{ mobile: 'none', desktop: 'block' }}
          flexShrink="0"
          style={{ width: 260 }}
          aria-label={intl.formatMessage(messages.filters)}
        >
          {filters('catalog-filters-sidebar')}
        </Box>
        <Stack space="xl" flexGrow="1" minWidth="0" aria-busy={loading}>
          {outdated ? (
            <ListLoading />
          ) : result && result.data.length > 0 ? (
            <ProductGrid tile={CartProductTile} products={result.data} priorityCount={2} />
          ) : result ? (
            <EmptyResult
              title={intl.formatMessage(messages.empty)}
              text={intl.formatMessage(messages.emptyHint)}
              actionLabel={intl.formatMessage(messages.showAll)}
              actionHref={hasFilters(query) ? resetHref : links.home(locale)}
            />
          ) : null}
          {nextPageHref && !outdated ? (
            <Box display="flex" justifyContent="center">
              <ButtonLink
                href={nextPageHref}
                as={RouterLink}
                tone="neutral"
                aria-disabled={loading || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (loading) return;
                  showMore();
                  navigate(nextPageHref);
                }}
              >
                {intl.formatMessage(messages.showMore)}
              </ButtonLink>
            </Box>
          ) : null}
          {result && !outdated && result.meta.pages > 1 ? (
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
        side="bottom"
        footer={
          <Button type="button" tone="primary" fullWidth onClick={() => setSheetOpen(false)}>
            {intl.formatMessage(showCountMessage, { count: result?.meta.total ?? 0 })}
          </Button>
        }
      >
        {sheetOpen ? filters('catalog-filters-sheet') : null}
      </Sheet>
    </Stack>
  );
}
