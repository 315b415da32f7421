import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Heading.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const headingClass = cachedRecipe(styles.heading);

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['display', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const headingAligns = ['start', 'center', 'end'] as const;
export type HeadingAlign = (typeof headingAligns)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The document outline level (`h1`–`h6`); the look follows it unless `size` says otherwise. */
  level: HeadingLevel;
  size?: HeadingSize;
  align?: HeadingAlign;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
};

export function Heading({ level, size, align, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [headingClass({ size: size ?? defaultSize[level], align }), className]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...props} />;
}
