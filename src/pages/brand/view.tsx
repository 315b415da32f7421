import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Heading, Skeleton, Stack, Text } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { pageBreadcrumbs, EmptyResult, Head, PageLinks, PastLastPage } from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';
import { $detail, $loading, $pastLastPage } from './model';

const messages = defineMessages({
  brands: {
    id: 'brand.breadcrumb.brands',
    defaultMessage: 'Brands',
    description: 'Breadcrumb to the brands page',
  },
  empty: {
    id: 'brand.empty',
    defaultMessage: 'No products found',
    description: 'Brand without products',
  },
  toCatalog: {
    id: 'brand.toCatalog',
    defaultMessage: 'Browse the catalogue',
    description: 'Link from an empty brand',
  },
});

export function BrandView() {
  const intl = useIntl();
  const [detail, pastLastPage, loading, locale, config] = useUnit([
    $detail,
    $pastLastPage,
    $loading,
    $locale,
    $runtimeConfig,
  ]);
  if (!detail) return loading ? <Skeleton lines={6} /> : null;
  const { brand, products } = detail;
  const crumbs = pageBreadcrumbs(intl, { locale, publicUrl: config.publicUrl }, [
    { label: intl.formatMessage(messages.brands), href: links.brands(locale) },
    { label: brand.name, href: links.brand(locale, brand.slug) },
  ]);
  const pageHref = (page: number) =>
    `${links.brand(locale, brand.slug)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <Stack space="xl">
      <Head
        title={`${brand.name} — Savat`}
        description={brand.description || brand.name}
        path={`/brands/${encodeURIComponent(brand.slug)}`}
        jsonLd={[crumbs.jsonLd]}
        noindex={pastLastPage !== null}
      />
      {crumbs.breadcrumbs}
      <Stack space="sm">
        <Heading level={1} size="lg">
          {brand.name}
        </Heading>
        <Text tone="muted">{brand.country}</Text>
        {brand.description ? <Text>{brand.description}</Text> : null}
      </Stack>
      {pastLastPage !== null ? (
        <PastLastPage lastPage={pastLastPage} lastPageHref={pageHref(pastLastPage)} />
      ) : products.data.length > 0 ? (
        <ProductGrid tile={CartProductTile} products={products.data} priorityCount={2} />
      ) : (
        <EmptyResult
          title={intl.formatMessage(messages.empty)}
          actionLabel={intl.formatMessage(messages.toCatalog)}
          actionHref={links.catalog(locale)}
        />
      )}
      {pastLastPage === null && products.meta.pages > 1 ? (
        <PageLinks page={products.meta.page} pageCount={products.meta.pages} getHref={pageHref} />
      ) : null}
    </Stack>
  );
}
