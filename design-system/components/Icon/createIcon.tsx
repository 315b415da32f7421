import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = {
  size?: IconSize;
  /** Fill closed shapes (e.g. a chosen favourite heart or a rating star). */
  filled?: boolean;
  /** Gives the icon a name for screen readers; without it the icon is decorative and hidden. */
  label?: string;
  className?: string;
};

export type IconComponent = ((props: IconProps) => ReactNode) & { iconName: string };

/**
 * The recipe's class names for each size and fill, worked out once: a page draws hundreds of
 * icons (every product card has one) and the recipe would build the same string for each.
 */
const recipeClasses = new Map<string, string>();
function iconClass(size: IconSize, filled: boolean): string {
  const key = `${size}:${filled}`;
  let classes = recipeClasses.get(key);
  if (classes === undefined) {
    classes = styles.icon({ size, filled });
    recipeClasses.set(key, classes);
  }
  return classes;
}

/** Builds a 24×24 stroked icon. Each icon is its own constant, so unused ones are tree-shaken. */
export function createIcon(name: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 'md', filled = false, label, className }: IconProps) {
    const recipe = iconClass(size, filled);
    const classes = className ? `${recipe} ${className}` : recipe;
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg viewBox="0 0 24 24" className={classes} focusable="false" data-icon={name} {...a11y}>
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Object.assign(Icon, { iconName: name });
}
