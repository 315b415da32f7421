import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Text.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const textClass = cachedRecipe(styles.text);

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['neutral', 'muted', 'brand', 'critical', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /** `p` by default; `span` inside other text, `div`, `label`, `strong`, `dd`… */
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** Digits of equal width, for prices and counters that change. */
  tabularNumbers?: boolean;
  /** Show at most this many lines, ending with an ellipsis. */
  maxLines?: number;
  htmlFor?: string;
  children?: ReactNode;
};

export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  tabularNumbers,
  maxLines,
  className,
  style,
  ...props
}: TextProps) {
  const classes = [
    textClass({ size, tone, weight, align, tabularNumbers }),
    maxLines ? styles.clamped : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const clampStyle: CSSProperties | undefined = maxLines
    ? { WebkitLineClamp: maxLines }
    : undefined;
  return <Element className={classes} style={{ ...clampStyle, ...style }} {...props} />;
}
