import type { ReactNode } from 'react';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Badge.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const rootClass = cachedRecipe(styles.root);

export const badgeTones = [
  'neutral',
  'brand',
  'accent',
  'positive',
  'caution',
  'critical',
  'info',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export type BadgeProps = {
  /** Short status text: "−20%", "New", "Out of stock". */
  children: ReactNode;
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
};

/** A compact, non-interactive status label. */
export function Badge({ children, tone, size, icon, className }: BadgeProps) {
  return (
    <span className={[rootClass({ tone, size }), className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
