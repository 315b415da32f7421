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

/** Builds a 24×24 stroked icon. Each icon is its own constant, so unused ones are tree-shaken. */
export function createIcon(name: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 'md', filled = false, label, className }: IconProps) {
    const classes = [styles.icon({ size, filled }), className].filter(Boolean).join(' ');
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
