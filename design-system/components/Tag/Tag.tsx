import type { ReactNode } from 'react';
import * as styles from './Tag.css';

export const tagTones = ['neutral', 'brand', 'accent', 'info'] as const;
export type TagTone = (typeof tagTones)[number];

export type TagProps = {
  /** A product attribute or topic: "Halal", "Organic", "1 l". */
  children: ReactNode;
  tone?: TagTone;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
};

/** A quiet label for attributes and topics, calmer than a Badge. */
export function Tag({ children, tone, icon, className }: TagProps) {
  return (
    <span className={[styles.root({ tone }), className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
