import type { ButtonHTMLAttributes, Ref } from 'react';
import type { IconComponent } from '../Icon';
import * as styles from './IconButton.css';

export const iconButtonTones = ['primary', 'neutral', 'critical', 'ghost'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

const iconSize = { sm: 'sm', md: 'md', lg: 'lg' } as const;

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> & {
  icon: IconComponent;
  /** What the button does, for screen readers and as a tooltip: it has no visible text. */
  label: string;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  /** Makes it a toggle (e.g. favourite): announced as pressed, icon filled. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({
  icon: Icon,
  label,
  tone,
  size = 'md',
  pressed,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  const classes = [styles.iconButton({ tone, size }), pressed ? styles.pressed : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={classes}
      {...props}
    >
      <Icon size={iconSize[size]} filled={pressed === true} />
    </button>
  );
}
