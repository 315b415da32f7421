import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { ExternalLinkIcon } from '../Icon';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Link.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const linkClass = cachedRecipe(styles.link);

export const linkTones = ['brand', 'neutral', 'muted', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkUnderline = (typeof linkUnderlines)[number];

const messages = defineMessages({
  opensInNewTab: {
    id: 'ds.link.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a link that opens another website in a new tab',
  },
});

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /**
   * The component that renders the anchor, e.g. the router's `Link` for client-side navigation.
   * It receives `href`, `className` and the other anchor attributes.
   */
  as?: ElementType;
  tone?: LinkTone;
  underline?: LinkUnderline;
  /**
   * A link a finger taps on its own (not in running text): at least 44 px tall however short its
   * text, e.g. "See all" beside a heading or a phone number in a footer.
   */
  touch?: boolean;
  /**
   * Another website: opens in a new tab with `rel="noopener noreferrer"` and an icon.
   * Defaults to true for absolute `http(s)` addresses.
   */
  external?: boolean;
  children: ReactNode;
};

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('//');
}

export function Link({
  as: Element = 'a',
  href,
  tone,
  underline,
  touch,
  external = isExternalHref(href),
  className,
  children,
  ...props
}: LinkProps) {
  const intl = useIntl();
  const classes = [linkClass({ tone, underline, touch }), className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <ExternalLinkIcon size="inherit" className={styles.externalIcon} />
        <span className={visuallyHidden}> {intl.formatMessage(messages.opensInNewTab)}</span>
      </a>
    );
  }
  return (
    <Element href={href} className={classes} {...props}>
      {children}
    </Element>
  );
}
