import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { locales, type Locale } from '../../format';
import { DropdownMenu, DropdownMenuLinkItem } from '../DropdownMenu';
import { itemTrailing } from '../DropdownMenu/DropdownMenu.css';
import { CheckIcon, GlobeIcon } from '../Icon';
import { headerAction } from '../private/headerAction.css';
import type { RenderLink } from '../private/renderLink';
import { languageNames } from './languages';

const languageMenuMessages = defineMessages<{ label: { language: string } }>({
  label: {
    id: 'ds.languageMenu.label',
    defaultMessage: 'Language: {language}',
    description: 'Accessible name of the header button that opens the language menu',
  },
});

export interface LanguageMenuProps {
  current: Locale;
  /** The current page in each language, query included. */
  hrefs: Record<Locale, string>;
  renderLink?: RenderLink;
}

/**
 * The languages as a menu behind one compact button, for narrow headers. The links are the
 * same as in `LanguageSwitcher`: named in their own language, with `lang` and `hreflang`.
 */
export function LanguageMenu({ current, hrefs, renderLink }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu
      trigger={
        <button type="button" className={headerAction}>
          <GlobeIcon />
          <span className={visuallyHidden}>
            {intl.formatMessage(languageMenuMessages.label, {
              language: languageNames[current].full,
            })}
          </span>
          <span aria-hidden="true">{languageNames[current].short}</span>
        </button>
      }
    >
      {locales.map((locale) => (
        <DropdownMenuLinkItem
          key={locale}
          href={hrefs[locale]}
          lang={locale}
          hrefLang={locale}
          current={locale === current}
          renderLink={renderLink}
        >
          {languageNames[locale].full}
          {locale === current ? <CheckIcon className={itemTrailing} /> : null}
        </DropdownMenuLinkItem>
      ))}
    </DropdownMenu>
  );
}
