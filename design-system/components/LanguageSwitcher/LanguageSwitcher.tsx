import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { locales, type Locale } from '../../format';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './LanguageSwitcher.css';
import { languageNames } from './languages';

const languageSwitcherMessages = defineMessages({
  label: {
    id: 'ds.languageSwitcher.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the list of language links in the header',
  },
});

export interface LanguageSwitcherProps {
  current: Locale;
  /** The current page in each language, query included, e.g. `{ uz: '/uz/cart', ru: '/ru/cart', … }`. */
  hrefs: Record<Locale, string>;
  renderLink?: RenderLink;
}

/**
 * Links to the same page in Uzbek, Russian and English. Each link is named in its own language
 * (`lang`) and points at a page in that language (`hreflang`).
 */
export function LanguageSwitcher({
  current,
  hrefs,
  renderLink = renderPlainLink,
}: LanguageSwitcherProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(languageSwitcherMessages.label)}>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            {renderLink({
              href: hrefs[locale],
              hrefLang: locale,
              lang: locale,
              className: styles.link,
              'aria-current': locale === current ? 'true' : undefined,
              children: (
                <>
                  <span aria-hidden="true">{languageNames[locale].short}</span>
                  <span className={visuallyHidden}>{languageNames[locale].full}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
