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
  /** Right-hand buttons that stay on screen while the page scrolls: account, cart. */
  actions?: ReactNode;
  /**
   * Switchers, e.g. language and currency: before the actions on a tablet or a computer; on a
   * phone a row above the logo that scrolls away with the page.
   */
  tools?: ReactNode;
  /** An optional row after the header that scrolls away with the page, e.g. category links. */
  navigation?: ReactNode;
  /**
   * The id of the page's content (its `<main>`): the header's first keyboard stop is then a link
   * past the header to it, shown only while it has the focus.
   */
  contentId?: string;
}

/**
 * The storefront's top bar. While the page scrolls, the logo, the search and the actions stay on
 * screen; the navigation and, on a phone, the tools scroll away.
 */
export function Header({ logo, search, actions, tools, navigation, contentId }: HeaderProps) {
  return (
    <>
      <header
        className={[styles.root, tools && styles.withTools, !search && styles.withoutSearch]
          .filter(Boolean)
          .join(' ')}
      >
        {contentId ? <SkipLink contentId={contentId} /> : null}
        <div className={styles.bar}>
          <div className={styles.logo}>{logo}</div>
          {search ? <div className={styles.search}>{search}</div> : null}
          {tools ? <div className={styles.tools}>{tools}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </header>
      {navigation ? (
        <div className={styles.navigation}>
          <div className={styles.navigationInner}>{navigation}</div>
        </div>
      ) : null}
    </>
  );
}

const headerMessages = defineMessages({
  home: {
    id: 'ds.header.home',
    defaultMessage: 'home page',
    description: 'Hidden words after the logo text "Savat" in the link to the home page',
  },
  skipToContent: {
    id: 'ds.header.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'The first keyboard stop of a page: a link past the header to the page content',
  },
});

/**
 * A link to the page's content. It moves the focus there (without scripts, the address's
 * fragment does), so the next Tab goes on from the content, not from the header.
 */
function SkipLink({ contentId }: { contentId: string }) {
  const intl = useIntl();
  return (
    <a
      href={`#${contentId}`}
      className={styles.skipLink}
      onClick={(event) => {
        const content = document.getElementById(contentId);
        if (!content) return;
        // No history entry nor address change: only the focus moves.
        event.preventDefault();
        if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
        content.focus();
      }}
    >
      {intl.formatMessage(headerMessages.skipToContent)}
    </a>
  );
}

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
