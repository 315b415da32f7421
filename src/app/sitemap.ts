import { locales, type Locale } from '@/shared/i18n';
import { absoluteUrl } from '@/shared/ui';

export interface SitemapEntry {
  /** Address without the language prefix: `` for home, `/products/milk`. */
  path: string;
  /** ISO date or date-time of the last change. */
  lastmod: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function lastmodValue(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? new Date().toISOString().slice(0, 10)
    : date.toISOString().slice(0, 10);
}

/**
 * A sitemap (sitemaps.org 0.9) listing every entry in every language, each `<url>` carrying
 * `xhtml:link` alternates for all three languages and x-default.
 */
export function renderSitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const href = (locale: Locale, path: string) =>
    escapeXml(absoluteUrl(publicUrl, `/${locale}${path}`));
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale, entry.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('uz', entry.path)}"/>`,
    ].join('');
    for (const locale of locales) {
      urls.push(
        `<url><loc>${href(locale, entry.path)}</loc><lastmod>${lastmodValue(entry.lastmod)}</lastmod>${alternates}</url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that exist whatever the catalogue holds. */
export const staticSitemapPaths = [
  '',
  '/catalog',
  '/products',
  '/categories',
  '/brands',
  '/blogs',
  '/markets',
  '/business',
  '/pages',
  '/about',
  '/contacts',
  '/delivery',
  '/how-to-buy',
  '/public-offer',
  '/return',
] as const;
