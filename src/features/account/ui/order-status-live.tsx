import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { visuallyHidden } from 'design-system';
import {
  $statusChanges,
  statusWatchStarted,
  statusWatchStopped,
  type WatchedScreen,
} from '../model/status-polling';
import { orderStatusMessages } from './order-texts';

const statusChanged = defineMessage<{ number: string; status: string }>({
  id: 'account.statusLive.changed',
  defaultMessage: 'Order {number} status: {status}.',
  description: 'Read out when an order on screen moves on to another status while it is open',
});

/**
 * Keeps the statuses of the orders on screen live while it is shown, and reads out each change
 * (a polite live region: the shopper is not interrupted).
 */
export function OrderStatusLive({ screen }: { screen: WatchedScreen }) {
  const intl = useIntl();
  const [changes, started, stopped] = useUnit([
    $statusChanges,
    statusWatchStarted,
    statusWatchStopped,
  ]);
  useEffect(() => {
    started(screen);
    return () => stopped();
  }, [screen, started, stopped]);
  return (
    <p role="status" className={visuallyHidden}>
      {changes
        .map((change) =>
          intl.formatMessage(statusChanged, {
            number: change.number,
            status: intl.formatMessage(orderStatusMessages[change.status]),
          }),
        )
        .join(' ')}
    </p>
  );
}
