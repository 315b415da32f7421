import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../foundations';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Box.css';

/** The atoms' class names, worked out once per choice of plain values (see `cachedRecipe`). */
const atomClasses = cachedRecipe((atoms?: Sprinkles) => sprinkles(atoms ?? {}));

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    /** The element to render; `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** The layout primitive: any element with sprinkles (responsive spacing, flex, colours). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [styles.root, atomClasses(atomProps as Sprinkles), className]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { className: classes, ...nativeProps });
}
