import type { Product, Store } from '@/shared/api';
import type { Locale } from '@/shared/i18n';
import { absoluteUrl } from './head';

const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;

/** The shop as an Organization with its stores as GroceryStore locations. */
export function organizationJsonLd(
  stores: readonly Store[],
  publicUrl: string,
  locale: Locale,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(publicUrl),
    name: 'Savat',
    url: absoluteUrl(publicUrl, `/${locale}`),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    location: stores.map((store) => groceryStoreJsonLd(store, publicUrl, locale)),
  };
}

export function groceryStoreJsonLd(store: Store, publicUrl: string, locale: Locale): object {
  return {
    '@type': 'GroceryStore',
    name: store.name,
    url: absoluteUrl(publicUrl, `/${locale}/markets#${store.slug}`),
    telephone: store.phone,
    address: { '@type': 'PostalAddress', streetAddress: store.address, addressCountry: 'UZ' },
    geo: { '@type': 'GeoCoordinates', latitude: store.location.lat, longitude: store.location.lng },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: store.opens,
      closes: store.closes,
    },
  };
}

export function breadcrumbJsonLd(
  items: ReadonlyArray<{ name: string; href: string }>,
  publicUrl: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.href),
    })),
  };
}

export function productJsonLd(product: Product, url: string, imageUrl: string | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'UZS',
      price: product.price,
      availability: product.in_stock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
