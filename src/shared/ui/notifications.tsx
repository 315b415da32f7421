import { useUnit } from 'effector-react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Toaster } from 'design-system';
import { $notifications, notificationDismissed, type NotificationKind } from '@/shared/model';

const messages = defineMessages({
  invalidLink: {
    id: 'notice.invalidLink',
    defaultMessage: 'Invalid link',
    description: 'A link was refused',
  },
  productNotFound: {
    id: 'notice.productNotFound',
    defaultMessage: 'Product not found',
    description: 'Toast',
  },
  storesNotFound: {
    id: 'notice.storesNotFound',
    defaultMessage: 'Stores not found',
    description: 'Toast',
  },
  cartEmpty: { id: 'notice.cartEmpty', defaultMessage: 'Your cart is empty', description: 'Toast' },
  invalidCode: {
    id: 'notice.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Toast: wrong SMS code',
  },
  cartAdjusted: {
    id: 'notice.cartAdjusted',
    defaultMessage: 'Some items were adjusted to available stock',
    description: 'Toast: the cart check lowered quantities to what is in stock',
  },
  cartSyncFailed: {
    id: 'notice.cartSyncFailed',
    defaultMessage:
      'Your cart could not be saved to your account. It is kept on this device and will be sent again.',
    description: 'Toast: pushing the cart to the server failed; nothing is lost',
  },
  cartUnsavedAtSignOut: {
    id: 'notice.cartUnsavedAtSignOut',
    defaultMessage:
      'Your latest cart changes have not reached your account, so you are still signed in. Connect to the internet and try again, or sign out again to leave them behind.',
    description:
      'Toast: signing out stopped because cart changes could not be saved to the account; a second sign-out goes ahead without them',
  },
  accountDeleted: {
    id: 'notice.accountDeleted',
    defaultMessage: 'Your account has been deleted',
    description: 'Toast after the shopper deleted their account',
  },
  addedToCart: {
    id: 'notice.addedToCart',
    defaultMessage: '“{name}” is in your cart',
    description: 'Toast after the shopper added a product to the cart; name is the product',
  },
  stockLimitReached: {
    id: 'notice.stockLimitReached',
    defaultMessage:
      '“{name}”: only {unit, select, gram {{kilograms, number} kg} other {{quantity, number} pcs}} in stock, and that much is in your cart',
    description:
      'Toast when the shopper asked for more of a product than is in stock; the cart holds all there is',
  },
}) satisfies Record<NotificationKind, MessageDescriptor>;

/** The toast region; notices close by themselves after 5000 ms. */
export function Notifications() {
  const intl = useIntl();
  const [notifications, dismiss] = useUnit([$notifications, notificationDismissed]);
  return (
    <Toaster
      toasts={notifications.map((notification) => ({
        id: notification.id,
        // Each notice names its own values; the union of their typed descriptors is widened here.
        title: intl.formatMessage(
          messages[notification.kind] as MessageDescriptor,
          notification.values,
        ),
        tone: notification.tone,
      }))}
      onDismiss={dismiss}
    />
  );
}
