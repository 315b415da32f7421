import { useUnit } from 'effector-react';
import { defineMessage, useIntl } from 'react-intl';
import type { Product } from '@/shared/api';
import { links } from '@/shared/lib/links';
import { $locale, $runtimeConfig } from '@/shared/model';
import { absoluteUrl, Head, productJsonLd, toImagePreload, toPicture } from '@/shared/ui';
import { mainPhotoSizes } from './gallery';

const titleMessage = defineMessage<{ name: string }>({
  id: 'product.title',
  defaultMessage: '{name} — buy with delivery in Savat',
  description: 'Product page title',
});

/** The product's description as plain text, short enough for a search result snippet. */
export function metaDescription(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}

interface ProductHeadProps {
  product: Product;
  /** The page's breadcrumb trail as structured data, given beside the product's own. */
  breadcrumbsJsonLd: object;
}

/**
 * The product page's head: title, description, address, the main photo for link previews (and
 * preloaded), and the product as schema.org structured data.
 */
export function ProductHead({ product, breadcrumbsJsonLd }: ProductHeadProps) {
  const intl = useIntl();
  const [locale, config] = useUnit([$locale, $runtimeConfig]);
  const url = absoluteUrl(config.publicUrl, links.product(locale, product.slug));
  const image = product.images[0];
  const imageUrl = image
    ? absoluteUrl(config.publicUrl, toPicture(image, config.apiUrl).src)
    : undefined;

  return (
    <Head
      title={intl.formatMessage(titleMessage, { name: product.name })}
      description={metaDescription(product.description) || product.name}
      path={`/products/${encodeURIComponent(product.slug)}`}
      image={imageUrl}
      preloadImage={image ? toImagePreload(image, config.apiUrl, mainPhotoSizes) : undefined}
      ogType="product"
      jsonLd={[productJsonLd(product, url, imageUrl), breadcrumbsJsonLd]}
    />
  );
}
