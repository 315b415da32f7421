/** Storefront languages; Uzbek (Latin script) is the default. */
export const locales = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'uz';

/** The cookie remembering the shopper's language, kept for a year. */
export const localeCookieName = 'locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** BCP 47 tags for `lang`/`hreflang` and Open Graph. */
export const localeTags: Record<Locale, { html: string; og: string }> = {
  uz: { html: 'uz-Latn', og: 'uz_UZ' },
  ru: { html: 'ru', og: 'ru_RU' },
  en: { html: 'en', og: 'en_US' },
};

/**
 * Picks the storefront language from a cookie value and an Accept-Language header:
 * the cookie wins, then the first supported language by quality, then Uzbek.
 */
export function negotiateLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const quality = q ? Number(q.slice(2)) : 1;
        return {
          tag: tag.trim().toLowerCase(),
          quality: Number.isFinite(quality) ? quality : 0,
          index,
        };
      })
      .filter((entry) => entry.tag && entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const { tag } of ranked) {
      const primary = tag.split('-')[0];
      if (isLocale(primary)) return primary;
    }
  }
  return defaultLocale;
}
