import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Switch } from 'design-system';
import {
  $access,
  $askingPermission,
  $notificationsOn,
  notificationsChecked,
  notificationsSwitched,
} from '../model/notifications';

const messages = defineMessages({
  label: {
    id: 'account.orderNotifications.switch',
    defaultMessage: 'Notify me when my order moves on',
    description: 'Switch that turns on notifications about order status changes on this device',
  },
  hint: {
    id: 'account.orderNotifications.hint',
    defaultMessage: 'On this device, while Savat is open.',
    description: 'When order notifications are shown: only on this device while the shop is open',
  },
  blocked: {
    id: 'account.orderNotifications.blocked',
    defaultMessage: "Notifications for Savat are blocked in this browser's settings.",
    description: 'The browser refused notifications; the shopper can allow them in its settings',
  },
});

/**
 * The shopper's opt-in to notifications about their orders. Shown only where the browser can
 * show them (notifications and an active storefront worker, or the installed app); the browser
 * asks for permission only when the shopper turns it on.
 */
export function OrderNotificationsSwitch() {
  const intl = useIntl();
  const [access, on, asking, checked, switched] = useUnit([
    $access,
    $notificationsOn,
    $askingPermission,
    notificationsChecked,
    notificationsSwitched,
  ]);
  useEffect(() => {
    checked();
  }, [checked]);
  if (access === 'unknown' || access === 'unavailable') return null;
  return (
    <Switch
      label={intl.formatMessage(messages.label)}
      description={intl.formatMessage(access === 'denied' ? messages.blocked : messages.hint)}
      checked={on}
      disabled={asking || access === 'denied'}
      onChange={(event) => switched(event.currentTarget.checked)}
    />
  );
}
