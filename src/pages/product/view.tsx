import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  Box,
  Button,
  Heading,
  Inline,
  Price,
  QuantityStepper,
  Skeleton,
  Stack,
  Tag,
  Text,
  Link,
} from 'design-system';
import { links } from '@/shared/lib/links';
import { $categories, categoryTrail } from '@/entities/category';
import { $locale, $runtimeConfig } from '@/shared/model';
import {
  absoluteUrl,
  pageBreadcrumbs,
  Head,
  productJsonLd,
  RichText,
  toImagePreload,
  toPicture,
} from '@/shared/ui';
import { ProductGrid } from '@/entities/product';
import { CartProductTile } from '@/features/add-to-cart';
import { mainPhotoSizes, ProductPhotos } from './gallery';
import {
  $detail,
  $loading,
  $quantity,
  $usdRate,
  addClicked,
  buyNowClicked,
  quantityChanged,
} from './model';

const messages = defineMessages({
  catalog: {
    id: 'product.breadcrumb.catalog',
    defaultMessage: 'Catalogue',
    description: 'Breadcrumb to the catalogue',
  },
  outOfStock: {
    id: 'product.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Product stock state',
  },
  inStock: {
    id: 'product.inStock',
    defaultMessage: 'In stock',
    description: 'Product stock state',
  },
  addToCart: {
    id: 'product.addToCart',
    defaultMessage: 'Add to cart',
    description: 'Product page button',
  },
  buyNow: {
    id: 'product.buyNow',
    defaultMessage: 'Buy in one click',
    description: 'Product page button: straight to checkout',
  },
  quantity: {
    id: 'product.quantity',
    defaultMessage: 'Quantity',
    description: 'Quantity stepper label',
  },
  variants: {
    id: 'product.variants',
    defaultMessage: 'Options',
    description: 'Product variants heading',
  },
  description: {
    id: 'product.description',
    defaultMessage: 'Description',
    description: 'Product description heading',
  },
  related: {
    id: 'product.related',
    defaultMessage: 'You may also like',
    description: 'Related products heading',
  },
  brand: {
    id: 'product.brand',
    defaultMessage: 'Brand',
    description: 'Label before the brand name',
  },
});

const onlyLeft = defineMessage<{ count: number }>({
  id: 'product.onlyLeft',
  defaultMessage: 'Only {count} left',
  description: 'Low stock warning on the product page',
});

const titleMessage = defineMessage<{ name: string }>({
  id: 'product.title',
  defaultMessage: '{name} — buy with delivery in Savat',
  description: 'Product page title',
});

const lowStock = 5;

/** The USD price in cents: the product's own when the API gives one, else from the shop's rate. */
function usdCentsOf(
  price: number,
  priceUsd: number | undefined,
  usdRate: number | null,
): number | undefined {
  if (priceUsd !== undefined) return Math.round(priceUsd * 100);
  return usdRate && usdRate > 0 ? Math.round((price * 100) / usdRate) : undefined;
}

export function ProductView() {
  const intl = useIntl();
  const [detail, loading, quantity, categories, locale, config, usdRate] = useUnit([
    $detail,
    $loading,
    $quantity,
    $categories,
    $locale,
    $runtimeConfig,
    $usdRate,
  ]);
  const [onQuantity, onAdd, onBuy] = useUnit([quantityChanged, addClicked, buyNowClicked]);

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
  const url = absoluteUrl(config.publicUrl, links.product(locale, product.slug));
  const image = product.images[0];
  const imageUrl = image
    ? absoluteUrl(config.publicUrl, toPicture(image, config.apiUrl).src)
    : undefined;
  const description = product.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  const unit = product.sold_by_weight ? 'gram' : 'piece';
  const stockText = !product.in_stock
    ? intl.formatMessage(messages.outOfStock)
    : product.total_quanity <= lowStock * Math.max(1, product.step)
      ? intl.formatMessage(onlyLeft, { count: product.total_quanity })
      : intl.formatMessage(messages.inStock);

  return (
    <Stack space="xxl">
      <Head
        title={intl.formatMessage(titleMessage, { name: product.name })}
        description={description || product.name}
        path={`/products/${encodeURIComponent(product.slug)}`}
        image={imageUrl}
        preloadImage={
          product.images[0]
            ? toImagePreload(product.images[0], config.apiUrl, mainPhotoSizes)
            : undefined
        }
        ogType="product"
        jsonLd={[productJsonLd(product, url, imageUrl), crumbs.jsonLd]}
      />
      {crumbs.breadcrumbs}
      <Box
        display="grid"
        gap="xxl"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}
      >
        <ProductPhotos name={product.name} images={product.images} apiUrl={config.apiUrl} />
        <Stack space="lg">
          <Heading level={1} size="lg">
            {product.name}
          </Heading>
          {product.brand ? (
            <Text tone="muted">
              {intl.formatMessage(messages.brand)}:{' '}
              <Link href={links.brand(locale, product.brand.slug)} as={RouterLink}>
                {product.brand.name}
              </Link>
            </Text>
          ) : null}
          <Price
            amount={product.price}
            oldAmount={product.old_price ?? undefined}
            usdCents={usdCentsOf(product.price, product.price_usd, usdRate)}
            unit={product.sold_by_weight ? 'kg' : 'piece'}
            size="large"
          />
          <Inline space="sm">
            <Tag tone={product.in_stock ? 'brand' : 'neutral'}>
              <span data-testid="stock-state">{stockText}</span>
            </Tag>
          </Inline>

          {product.variants.length > 1 ? (
            <Stack space="sm" as="nav" aria-label={intl.formatMessage(messages.variants)}>
              <Text weight="semibold">{intl.formatMessage(messages.variants)}</Text>
              <Inline space="sm" wrap>
                {product.variants.map((variant) => (
                  <Link
                    key={variant.slug}
                    href={links.product(locale, variant.slug)}
                    as={RouterLink}
                    aria-current={variant.slug === product.slug ? 'page' : undefined}
                    tone={variant.slug === product.slug ? 'neutral' : 'brand'}
                  >
                    {variant.label}
                  </Link>
                ))}
              </Inline>
            </Stack>
          ) : null}

          {product.in_stock ? (
            <Stack space="md">
              <QuantityStepper
                value={quantity}
                onChange={onQuantity}
                unit={unit}
                min={product.step}
                max={product.total_quanity}
                step={product.step}
                label={intl.formatMessage(messages.quantity)}
              />
              <Inline space="md" wrap>
                <Button type="button" tone="primary" size="lg" onClick={() => onAdd()}>
                  {intl.formatMessage(messages.addToCart)}
                </Button>
                <Button type="button" tone="neutral" size="lg" onClick={() => onBuy()}>
                  {intl.formatMessage(messages.buyNow)}
                </Button>
              </Inline>
            </Stack>
          ) : null}

          <Stack space="sm" as="section" aria-labelledby="product-description">
            <Heading level={2} size="sm" id="product-description">
              {intl.formatMessage(messages.description)}
            </Heading>
            <RichText html={product.description} />
          </Stack>
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
