import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from '../../foundations';
import { ButtonLink } from '../Button';
import * as styles from './PromoBanner.css';

export const promoBannerHeadingLevels = [2, 3] as const;
export type PromoBannerHeadingLevel = (typeof promoBannerHeadingLevels)[number];

export interface PromoBannerProps {
  title: string;
  subtitle: string;
  /** The illustration: decorative, since the words say what the offer is. */
  picture: ReactNode;
  /** Words of the call to action ("Shop now"), shown as a button-like link to `href`. */
  actionLabel: string;
  href?: string;
  /** The component that renders the anchor, e.g. the router's `Link`. */
  linkAs?: ElementType;
  headingLevel?: PromoBannerHeadingLevel;
}

/**
 * An offer as a banner: headline, subtitle and a call to action as text over (from tablet
 * width) or under (on phones) its illustration, so the words are read, translated and found.
 */
export function PromoBanner({
  title,
  subtitle,
  picture,
  actionLabel,
  href,
  linkAs,
  headingLevel = 2,
}: PromoBannerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <div className={styles.media_}>{picture}</div>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.subtitle}>{subtitle}</p>
        {href ? (
          <ButtonLink href={href} as={linkAs} size="md" className={styles.action}>
            {actionLabel}
            {/* Several banners share the words of their action: the title tells them apart. */}
            <span className={visuallyHidden}>: {title}</span>
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
