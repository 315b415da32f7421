import { useUnit } from 'effector-react';
import { useLocation, useSearch } from 'wouter';
import { locales, type Locale } from '@/shared/i18n';
import { switchLocaleHref } from '@/shared/lib/links';
import { $locale } from '@/shared/model';

const languageNames: Record<Locale, string> = { uz: 'Oʻzbekcha', ru: 'Русский', en: 'English' };

/** The same page and query in each language. */
export function useLanguageOptions() {
  const [pathname] = useLocation();
  const search = useSearch();
  const current = useUnit($locale);
  const here = `${pathname}${search ? `?${search}` : ''}`;
  return locales.map((locale) => ({
    locale,
    label: languageNames[locale],
    href: switchLocaleHref(here, locale),
    current: locale === current,
  }));
}
