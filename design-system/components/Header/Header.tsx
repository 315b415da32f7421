import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './Header.css';
import { brandName, Logo } from './Logo';

export interface HeaderProps {
  /** Usually `<HeaderLogoLink>`; the home link with the Savat logo. */
  logo: ReactNode;
  /** Usually a `<SearchBox>`; full width under the logo on phones, centred on wider screens. */
  search?: ReactNode;
  /** Right-hand buttons: language, account, cart. */
  actions?: ReactNode;
  /** An optional second row, e.g. category links. */
  navigation?: ReactNode;
}

/** The storefront's sticky top bar. */
export function Header({ logo, search, actions, navigation }: HeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        {search ? <div className={styles.search}>{search}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {navigation ? (
        <div className={styles.navigation}>
          <div className={styles.navigationInner}>{navigation}</div>
        </div>
      ) : null}
    </header>
  );
}

const headerMessages = defineMessages({
  home: {
    id: 'ds.header.home',
    defaultMessage: 'home page',
    description: 'Hidden words after the logo text "Savat" in the link to the home page',
  },
});

export interface HeaderLogoLinkProps {
  /** The home page of the current language, e.g. `/uz`. */
  href: string;
  renderLink?: RenderLink;
}

/** The logo as a link home; read as "Savat, home page". */
export function HeaderLogoLink({ href, renderLink = renderPlainLink }: HeaderLogoLinkProps) {
  const intl = useIntl();
  return renderLink({
    href,
    className: styles.logoLink,
    'aria-label': `${brandName}, ${intl.formatMessage(headerMessages.home)}`,
    children: <Logo />,
  });
}
