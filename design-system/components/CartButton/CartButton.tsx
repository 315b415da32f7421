import type { MouseEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { headerAction, headerActionLabel } from '../private/headerAction.css';
import { CartIcon } from '../Icon';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './CartButton.css';

const cartButtonMessages = defineMessages<{
  label: { count: number };
  text: NoMessageValues;
}>({
  label: {
    id: 'ds.cartButton.label',
    defaultMessage: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
    description: 'Accessible name of the header cart link with the number of items in the cart',
  },
  text: {
    id: 'ds.cartButton.text',
    defaultMessage: 'Cart',
    description: 'Visible text of the header cart link on wide screens',
  },
});

/** Counts above this show as "99+". */
export const CART_BADGE_MAX = 99;

export interface CartButtonProps {
  /** Number of items (or lines) in the cart. */
  count: number;
  /** The cart page; with `onClick` and no `href` it renders a button, e.g. for a mini cart. */
  href?: string;
  /** With `href` too, a handler may call `event.preventDefault()` to open a mini cart instead. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  renderLink?: RenderLink;
}

/** The header cart entry with a count badge; its accessible name includes the count. */
export function CartButton({
  count,
  href,
  onClick,
  renderLink = renderPlainLink,
}: CartButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage(cartButtonMessages.label, { count });
  // The name comes from the hidden text, so it never disagrees with what is on screen.
  const content = (
    <>
      <span className={visuallyHidden}>{label}</span>
      <span className={styles.iconWrap} aria-hidden="true">
        <CartIcon />
        {count > 0 ? (
          <span className={styles.badge}>
            {count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : count}
          </span>
        ) : null}
      </span>
      <span className={headerActionLabel} aria-hidden="true">
        {intl.formatMessage(cartButtonMessages.text)}
      </span>
    </>
  );
  if (href) {
    return renderLink({ href, className: headerAction, onClick, children: content });
  }
  return (
    <button type="button" className={headerAction} onClick={onClick}>
      {content}
    </button>
  );
}
