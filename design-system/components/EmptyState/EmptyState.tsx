import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { CartIcon, InfoIcon, SearchIcon, StoreIcon, type IconComponent } from '../Icon';
import * as styles from './EmptyState.css';

export const emptyStateVariants = ['generic', 'cart', 'search', 'stores'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];

const titles = defineMessages({
  generic: {
    id: 'ds.emptyState.generic',
    defaultMessage: 'Nothing here yet',
    description: 'Default title of an empty list',
  },
  cart: {
    id: 'ds.emptyState.cart',
    defaultMessage: 'Your cart is empty',
    description: 'Title shown when the cart has no products',
  },
  search: {
    id: 'ds.emptyState.search',
    defaultMessage: 'Nothing found',
    description: 'Title shown when a search or filter finds no products',
  },
  stores: {
    id: 'ds.emptyState.stores',
    defaultMessage: 'Stores not found',
    description: 'Title shown when there are no stores to list',
  },
}) satisfies Record<EmptyStateVariant, MessageDescriptor>;

const icons: Record<EmptyStateVariant, IconComponent> = {
  generic: InfoIcon,
  cart: CartIcon,
  search: SearchIcon,
  stores: StoreIcon,
};

export const emptyStateHeadingLevels = [1, 2, 3] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export type EmptyStateProps = {
  /** Picks the icon and the default title. */
  variant?: EmptyStateVariant;
  /** Replaces the variant's title. */
  title?: ReactNode;
  text?: ReactNode;
  /** What to do next: a link to the catalogue, a button to clear filters. */
  action?: ReactNode;
  /** An illustration instead of the variant's icon (decorative). */
  illustration?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
};

/** What a page or list shows when it has nothing to show, and what to do about it. */
export function EmptyState({
  variant = 'generic',
  title,
  text,
  action,
  illustration,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const VariantIcon = icons[variant];
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.illustration} aria-hidden="true">
        {illustration ?? (
          <span className={styles.iconCircle}>
            <VariantIcon size="xl" />
          </span>
        )}
      </div>
      <Heading className={styles.title}>{title ?? intl.formatMessage(titles[variant])}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
