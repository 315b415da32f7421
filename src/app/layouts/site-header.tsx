import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import {
  CurrencySwitcher,
  Header,
  HeaderLogoLink,
  Inline,
  LanguageSwitcher,
  Link,
} from 'design-system';
import { MiniCartButton } from '@/features/cart';
import { $checkoutPending } from '@/features/checkout/index.start';
import { HeaderAccount } from '@/features/auth';
import { HeaderSearch } from '@/features/search';
import type { Locale } from '@/shared/i18n';
import { links } from '@/shared/lib/links';
import { $categories } from '@/entities/category';
import { $displayCurrency, $locale, displayCurrencyChosen } from '@/shared/model';
import { renderRouterLink } from '@/shared/ui';
import { useLanguageOptions } from './language-switch';

const messages = defineMessages({
  categories: {
    id: 'header.categories',
    defaultMessage: 'Categories',
    description: 'Header category menu label',
  },
  catalog: {
    id: 'header.catalog',
    defaultMessage: 'Catalogue',
    description: 'Header link to the catalogue',
  },
});

export function SiteHeader({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const [locale, categories, currency, chooseCurrency, checkoutPending] = useUnit([
    $locale,
    $categories,
    $displayCurrency,
    displayCurrencyChosen,
    $checkoutPending,
  ]);
  const languages = useLanguageOptions();
  const hrefs = Object.fromEntries(
    languages.map((language) => [language.locale, language.href]),
  ) as Record<Locale, string>;
  return (
    <Header
      contentId="main"
      logo={<HeaderLogoLink href={links.home(locale)} renderLink={renderRouterLink} />}
      search={compact ? undefined : <HeaderSearch />}
      // At checkout, one row: the language beside the logo and no currency (checkout shows and
      // charges sums only).
      tools={
        compact ? undefined : (
          <Inline space="xs" wrap={false}>
            <LanguageSwitcher current={locale} hrefs={hrefs} />
            <CurrencySwitcher current={currency} onChange={chooseCurrency} />
          </Inline>
        )
      }
      actions={
        compact ? (
          <LanguageSwitcher current={locale} hrefs={hrefs} />
        ) : (
          <Inline space="xs" wrap={false}>
            <HeaderAccount />
            <MiniCartButton checkoutPending={checkoutPending} />
          </Inline>
        )
      }
      navigation={
        compact ? undefined : (
          <nav aria-label={intl.formatMessage(messages.categories)}>
            <Inline
              as="ul"
              space="lg"
              wrap={false}
              style={{ listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' }}
            >
              <li>
                <Link href={links.catalog(locale)} as={RouterLink} tone="neutral" underline="hover">
                  {intl.formatMessage(messages.catalog)}
                </Link>
              </li>
              {categories.map((category) => (
                <li key={category.slug} style={{ whiteSpace: 'nowrap' }}>
                  <Link
                    href={links.category(locale, category.slug)}
                    as={RouterLink}
                    tone="neutral"
                    underline="hover"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </Inline>
          </nav>
        )
      }
    />
  );
}
