import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Box, Heading, Skeleton, Stack } from 'design-system';
import { links } from '@/shared/lib/links';
import { $categories, categoryTrail } from '@/entities/category';
import { $locale, $runtimeConfig } from '@/shared/model';
import { DeferredHydration, pageBreadcrumbs } from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';
import { BuyBox } from './buy-box';
import { ProductPhotos } from './gallery';
import { $detail, $loading } from './model';
import { ProductBrand, ProductDescription } from './product-details';
import { ProductHead } from './product-head';

const messages = defineMessages({
  catalog: {
    id: 'product.breadcrumb.catalog',
    defaultMessage: 'Catalogue',
    description: 'Breadcrumb to the catalogue',
  },
  related: {
    id: 'product.related',
    defaultMessage: 'You may also like',
    description: 'Related products heading',
  },
});

export function ProductView() {
  const intl = useIntl();
  const [detail, loading, categories, locale, config] = useUnit([
    $detail,
    $loading,
    $categories,
    $locale,
    $runtimeConfig,
  ]);

  if (!detail) {
    return loading ? <Skeleton shape="rectangle" aspectRatio="4 / 3" /> : null;
  }
  const { product, relateds = [] } = detail;
  const trail = categoryTrail(categories, product.category.slug);
  const crumbs = pageBreadcrumbs(intl, { locale, publicUrl: config.publicUrl }, [
    { label: intl.formatMessage(messages.catalog), href: links.catalog(locale) },
    ...(trail.length > 0 ? trail : [product.category]).map((category) => ({
      label: category.name,
      href: links.category(locale, category.slug),
    })),
    { label: product.name, href: links.product(locale, product.slug) },
  ]);

  return (
    <Stack space="xxl">
      <ProductHead product={product} breadcrumbsJsonLd={crumbs.jsonLd} />
      {crumbs.breadcrumbs}
      <Box
        display="grid"
        gap="xxl"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}
      >
        {/* The photos and the description hydrate after the buy box, or when used. */}
        <DeferredHydration>
          <ProductPhotos name={product.name} images={product.images} apiUrl={config.apiUrl} />
        </DeferredHydration>
        <Stack space="lg">
          <Heading level={1} size="lg">
            {product.name}
          </Heading>
          <ProductBrand brand={product.brand} />
          <BuyBox product={product} />
          <DeferredHydration>
            <ProductDescription html={product.description} />
          </DeferredHydration>
        </Stack>
      </Box>

      {relateds.length > 0 ? (
        <Stack space="lg" as="section" aria-labelledby="product-related">
          <Heading level={2} size="md" id="product-related">
            {intl.formatMessage(messages.related)}
          </Heading>
          <ProductGrid tile={CartProductTile} products={relateds.slice(0, 8)} headingLevel={3} />
        </Stack>
      ) : null}
    </Stack>
  );
}
