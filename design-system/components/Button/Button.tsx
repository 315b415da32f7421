import type { ButtonHTMLAttributes, ElementType, MouseEvent, ReactNode, Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import type { IconComponent } from '../Icon';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './Button.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const buttonClass = cachedRecipe(styles.button);

export const buttonTones = ['primary', 'neutral', 'critical', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

const messages = defineMessages({
  loading: {
    id: 'ds.button.loading',
    defaultMessage: 'Please wait',
    description: 'Read by screen readers inside a button whose action is in progress',
  },
});

const iconSize = { sm: 'sm', md: 'md', lg: 'lg' } as const;

type CommonProps = {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses while the action runs; focus stays on the button. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: IconComponent;
  /** An icon after the label, e.g. a chevron. */
  iconEnd?: IconComponent;
  fullWidth?: boolean;
  children: ReactNode;
};

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> &
  CommonProps & { ref?: Ref<HTMLButtonElement> };

function ButtonContent({
  loading,
  icon: Icon,
  iconEnd: IconEnd,
  size = 'md',
  children,
}: CommonProps) {
  const intl = useIntl();
  return (
    <>
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        Icon && <Icon size={iconSize[size]} />
      )}
      <span className={styles.label}>{children}</span>
      {IconEnd && <IconEnd size={iconSize[size]} />}
      {loading && <span className={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>}
    </>
  );
}

export function Button({
  tone,
  size,
  loading = false,
  icon,
  iconEnd,
  fullWidth,
  type = 'button',
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={[buttonClass({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      <ButtonContent loading={loading} icon={icon} iconEnd={iconEnd} size={size}>
        {children}
      </ButtonContent>
    </button>
  );
}

export type ButtonLinkProps = Omit<ButtonHTMLAttributes<HTMLAnchorElement>, 'children' | 'type'> &
  Omit<CommonProps, 'loading'> & {
    href: string;
    /** The component that renders the anchor, e.g. the router's `Link`. */
    as?: ElementType;
  };

/** A link that looks like a button: for navigation ("Continue shopping"), not for actions. */
export function ButtonLink({
  as: Element = 'a',
  tone,
  size,
  icon,
  iconEnd,
  fullWidth,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Element
      className={[buttonClass({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...props}
    >
      <ButtonContent icon={icon} iconEnd={iconEnd} size={size}>
        {children}
      </ButtonContent>
    </Element>
  );
}
