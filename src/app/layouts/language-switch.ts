import { useUnit } from 'effector-react';
import { useLocation, useSearch } from 'wouter';
import { languageNames } from 'design-system';
import { locales } from '@/shared/i18n';
import { switchLocaleHref } from '@/shared/lib/links';
import { $locale } from '@/shared/model';

/** The language switch's choices: the same page and query in each language, named in itself. */
export function useLanguageOptions() {
  const [pathname] = useLocation();
  const search = useSearch();
  const current = useUnit($locale);
  const here = `${pathname}${search ? `?${search}` : ''}`;
  return locales.map((locale) => ({
    locale,
    label: languageNames[locale].full,
    href: switchLocaleHref(here, locale),
    current: locale === current,
  }));
}
