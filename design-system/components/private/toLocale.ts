import { locales, type Locale } from '../../format';

/** Narrows react-intl's locale string (`uz`, `ru-RU`, …) to a storefront locale; Uzbek by default. */
export function toLocale(intlLocale: string): Locale {
  const language = intlLocale.toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale === language) ?? 'uz';
}
