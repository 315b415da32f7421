import { locales, localeTags, type Locale } from '@/shared/i18n';
import { linkSafe } from '@/shared/lib/links';

export interface HeadData {
  title: string;
  description: string;
  /** The page's address without the language prefix (`/products/milk`, `` for home). */
  path: string;
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: object[];
  /** Pages that must not be indexed (search results, errors). */
  noindex?: boolean;
  /**
   * The page's largest image above the fold, fetched at high priority from the head, before the
   * body that shows it has been parsed: one format's responsive candidates.
   */
  preloadImage?: ImagePreload;
}

export interface ImagePreload {
  type: string;
  srcSet: string;
  sizes: string;
}

export interface HeadContextValue {
  locale: Locale;
  publicUrl: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a `<script>` body: nothing in it can close the script element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The managed part of `<head>`: title, description, canonical, language alternates (with
 * x-default), Open Graph and JSON-LD. Every element carries `data-head` so the browser can
 * replace them after client-side navigation.
 */
export function renderHeadHtml(head: HeadData, { locale, publicUrl }: HeadContextValue): string {
  const url = (lang: Locale) => absoluteUrl(publicUrl, linkSafe(`/${lang}${head.path}`));
  const parts = [
    `<title data-head>${escapeHtml(head.title)}</title>`,
    `<meta data-head name="description" content="${escapeHtml(head.description)}">`,
    `<link data-head rel="canonical" href="${escapeHtml(url(locale))}">`,
    ...locales.map(
      (lang) =>
        `<link data-head rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang))}">`,
    ),
    `<link data-head rel="alternate" hreflang="x-default" href="${escapeHtml(url('uz'))}">`,
    `<meta data-head property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta data-head property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta data-head property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta data-head property="og:url" content="${escapeHtml(url(locale))}">`,
    `<meta data-head property="og:site_name" content="Savat">`,
    `<meta data-head property="og:locale" content="${localeTags[locale].og}">`,
    ...locales
      .filter((lang) => lang !== locale)
      .map(
        (lang) =>
          `<meta data-head property="og:locale:alternate" content="${localeTags[lang].og}">`,
      ),
  ];
  if (head.image) {
    parts.push(
      `<meta data-head property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, head.image))}">`,
    );
  }
  if (head.noindex) parts.push('<meta data-head name="robots" content="noindex">');
  if (head.preloadImage) {
    const { type, srcSet, sizes } = head.preloadImage;
    parts.push(
      `<link data-head rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`,
    );
  }
  for (const data of head.jsonLd ?? []) {
    parts.push(`<script data-head type="application/ld+json">${safeJson(data)}</script>`);
  }
  return parts.join('');
}
