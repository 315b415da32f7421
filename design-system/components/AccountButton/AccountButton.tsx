import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../foundations';
import { headerAction, headerActionLabel } from '../private/headerAction.css';
import { UserIcon } from '../Icon';
import { renderPlainLink, type RenderLink } from '../private/renderLink';

const accountButtonMessages = defineMessages({
  signIn: {
    id: 'ds.accountButton.signIn',
    defaultMessage: 'Sign in',
    description: 'Header link or button for a shopper who is not signed in',
  },
  account: {
    id: 'ds.accountButton.account',
    defaultMessage: 'My account',
    description: 'Header link or button to the signed-in shopper’s account',
  },
});

export interface AccountButtonProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'type'
> {
  signedIn: boolean;
  /** Shopper's first name, shown on wide screens when signed in. */
  name?: string;
  /** Renders a link (e.g. to the account page or sign-in) instead of a button. */
  href?: string;
  renderLink?: RenderLink;
}

/**
 * The header account entry: "Sign in" for visitors, the shopper's name otherwise. As a button it
 * can open a `DropdownMenu` or the sign-in dialog (it forwards its ref and props for that).
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton({ signedIn, name, href, renderLink = renderPlainLink, ...rest }, ref) {
    const intl = useIntl();
    const label = intl.formatMessage(
      signedIn ? accountButtonMessages.account : accountButtonMessages.signIn,
    );
    const content = (
      <>
        <UserIcon />
        {signedIn && name ? (
          <span className={headerActionLabel}>
            <span className={visuallyHidden}>{label}: </span>
            {name}
          </span>
        ) : (
          <span className={headerActionLabel}>{label}</span>
        )}
      </>
    );
    if (href) {
      return renderLink({ href, className: headerAction, children: content });
    }
    return (
      <button ref={ref} type="button" className={headerAction} {...rest}>
        {content}
      </button>
    );
  },
);
