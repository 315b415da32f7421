import { useUnit } from 'effector-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { sprinkles } from 'design-system';
import { links } from '@/shared/lib/links';
import { $locale } from '@/shared/model';
import { useLanguageOptions } from './language-links';

const messages = defineMessages({
  home: { id: 'header.home', defaultMessage: 'Savat — home page', description: 'Logo link label' },
  catalog: {
    id: 'header.catalog',
    defaultMessage: 'Catalogue',
    description: 'Header link to the catalogue',
  },
  cart: { id: 'header.cart', defaultMessage: 'Cart', description: 'Header link to the cart' },
  language: {
    id: 'header.language',
    defaultMessage: 'Language',
    description: 'Language switcher label',
  },
});

export function SiteHeader({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  const languages = useLanguageOptions();
  return (
    <header
      className={sprinkles({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'lg',
        paddingX: { mobile: 'lg', desktop: 'xxl' },
        paddingY: 'md',
        background: 'surface',
      })}
    >
      <Link href={links.home(locale)} aria-label={intl.formatMessage(messages.home)}>
        Savat
      </Link>
      {compact ? null : (
        <nav className={sprinkles({ display: 'flex', gap: 'lg' })}>
          <Link href={links.catalog(locale)}>{intl.formatMessage(messages.catalog)}</Link>
          <Link href={links.cart(locale)}>{intl.formatMessage(messages.cart)}</Link>
        </nav>
      )}
      <nav
        aria-label={intl.formatMessage(messages.language)}
        className={sprinkles({ display: 'flex', gap: 'sm' })}
      >
        {languages.map((language) => (
          <a
            key={language.locale}
            href={language.href}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language.current ? 'page' : undefined}
          >
            {language.label}
          </a>
        ))}
      </nav>
    </header>
  );
}
