import type { ReactNode } from 'react';
import type { IconComponent } from '../Icon';
import * as styles from './FeatureList.css';

export const featureListHeadingLevels = [2, 3, 4] as const;
export type FeatureListHeadingLevel = (typeof featureListHeadingLevels)[number];

export interface Feature {
  /** Stable key. */
  id: string;
  icon: IconComponent;
  title: ReactNode;
  text?: ReactNode;
}

export type FeatureListProps = {
  features: readonly Feature[];
  headingLevel?: FeatureListHeadingLevel;
  /** Names the list for assistive technology when no heading precedes it. */
  'aria-label'?: string;
  className?: string;
};

/** What a service offers, one card per point with an icon: one column on a phone, more on wider screens. */
export function FeatureList({
  features,
  headingLevel = 3,
  className,
  'aria-label': ariaLabel,
}: FeatureListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={[styles.root, className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      {features.map(({ id, icon: FeatureIcon, title, text }) => (
        <li key={id} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            <FeatureIcon size="md" />
          </span>
          <div className={styles.body}>
            <Heading className={styles.title}>{title}</Heading>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
