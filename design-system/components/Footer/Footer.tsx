import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './Footer.css';

const footerMessages = defineMessages({
  stores: {
    id: 'ds.footer.stores',
    defaultMessage: 'Our stores',
    description: 'Heading above the list of physical stores in the page footer',
  },
});

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps {
  /** Logo, a short line about the shop, the app install button. */
  brand?: ReactNode;
  linkGroups: readonly FooterLinkGroup[];
  /** The stores, usually three `StoreCard`s; each becomes a grid cell. */
  stores?: ReactNode;
  /** The install-to-home-screen prompt or app links. */
  install?: ReactNode;
  /** e.g. "© 2026 Savat". */
  copyright: ReactNode;
  /** Extra items at the right of the bottom row, e.g. the language switcher or payment logos. */
  extra?: ReactNode;
  renderLink?: RenderLink;
}

export function Footer({
  brand,
  linkGroups,
  stores,
  install,
  copyright,
  extra,
  renderLink = renderPlainLink,
}: FooterProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {brand || install ? (
            <div className={styles.brand}>
              {brand}
              {install}
            </div>
          ) : null}
          <div className={styles.groups}>
            {linkGroups.map((group, index) => (
              <nav key={group.title} aria-labelledby={`${id}-group-${index}`}>
                <h2 id={`${id}-group-${index}`} className={styles.heading}>
                  {group.title}
                </h2>
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {renderLink({
                        href: link.href,
                        className: styles.link,
                        children: link.label,
                      })}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        {stores ? (
          <section className={styles.stores} aria-labelledby={`${id}-stores`}>
            <h2 id={`${id}-stores`} className={styles.heading}>
              {intl.formatMessage(footerMessages.stores)}
            </h2>
            <div className={styles.storesGrid}>{stores}</div>
          </section>
        ) : null}
        <div className={styles.bottom}>
          <p>{copyright}</p>
          {extra}
        </div>
      </div>
    </footer>
  );
}
