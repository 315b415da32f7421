import { useUnit } from 'effector-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Alert, Button, TimeSlotPicker, type TimeSlotDay } from 'design-system';
import type { DeliveryWindow } from '@/entities/shop';
import { formatDate } from '@/shared/i18n';
import {
  $chosenWindowId,
  $windowQuery,
  $windows,
  $windowsFailed,
  fetchWindowsFx,
  windowChosen,
  windowsRefreshed,
} from '../model/window';

const messages = defineMessages({
  courierLabel: {
    id: 'checkout.window.courierLabel',
    defaultMessage: 'Delivery time',
    description: 'Label of the courier delivery window choice',
  },
  pickupLabel: {
    id: 'checkout.window.pickupLabel',
    defaultMessage: 'When to collect',
    description: 'Label of the pickup window choice',
  },
  hint: {
    id: 'checkout.window.hint',
    defaultMessage: 'Two-hour windows; orders for a window close an hour before it starts.',
    description: 'Hint under the window choice',
  },
  full: {
    id: 'checkout.window.full',
    defaultMessage: 'Full',
    description: 'A window with no places left',
  },
  closed: {
    id: 'checkout.window.closed',
    defaultMessage: 'Closed',
    description: 'A window past its cut-off',
  },
  failed: {
    id: 'checkout.window.failed',
    defaultMessage: 'The delivery times could not be loaded. Check the connection and try again.',
    description: 'Reading the delivery windows failed (offline or a server error)',
  },
  retry: {
    id: 'checkout.window.retry',
    defaultMessage: 'Try again',
    description: 'Asks for the delivery windows again after a failure',
  },
  none: {
    id: 'checkout.window.none',
    defaultMessage: 'No windows are free in the next days. Please choose another delivery method.',
    description: 'When every window is full or closed',
  },
});

const placesLeft = defineMessage<{ left: number }>({
  id: 'checkout.window.left',
  defaultMessage: '{left, plural, one {# place left} other {# places left}}',
  description: 'Places left in a delivery window',
});
const today = defineMessage<{ date: string }>({
  id: 'checkout.window.today',
  defaultMessage: 'Today, {date}',
  description: 'Day heading of today’s windows',
});
const tomorrow = defineMessage<{ date: string }>({
  id: 'checkout.window.tomorrow',
  defaultMessage: 'Tomorrow, {date}',
  description: 'Day heading of tomorrow’s windows',
});

/** The day and hours of a window, e.g. "24 noyabr 2026, 15:00–17:00". */
export const windowTime = (window: Pick<DeliveryWindow, 'starts_at' | 'ends_at'>) =>
  `${window.starts_at}–${window.ends_at}`;

/** The two-hour window of a courier or pickup order, with the places left in each. */
export function WindowPicker({ error }: { error?: string }) {
  const intl = useIntl();
  const [windows, chosen, query, loading, failed, choose, retry] = useUnit([
    $windows,
    $chosenWindowId,
    $windowQuery,
    fetchWindowsFx.pending,
    $windowsFailed,
    windowChosen,
    windowsRefreshed,
  ]);
  if (!query || (loading && windows.length === 0)) return null;
  if (failed && windows.length === 0) {
    return (
      <Alert
        tone="caution"
        live
        action={
          <Button tone="neutral" onClick={() => retry()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(messages.failed)}
      </Alert>
    );
  }
  const dates = [...new Set(windows.map((window) => window.date))];
  const days: TimeSlotDay[] = dates.map((date, index) => {
    const formatted = formatDate(intl, date);
    return {
      id: `window-day-${date}`,
      label:
        index === 0
          ? intl.formatMessage(today, { date: formatted })
          : index === 1
            ? intl.formatMessage(tomorrow, { date: formatted })
            : formatted,
      slots: windows
        .filter((window) => window.date === date)
        .map((window) => ({
          id: window.id,
          time: windowTime(window),
          disabled: !window.available,
          note:
            window.left === 0
              ? intl.formatMessage(messages.full)
              : window.available
                ? intl.formatMessage(placesLeft, { left: window.left })
                : intl.formatMessage(messages.closed),
        })),
    };
  });
  if (!windows.some((window) => window.available)) {
    return <Alert tone="caution">{intl.formatMessage(messages.none)}</Alert>;
  }
  return (
    <TimeSlotPicker
      name="window"
      label={intl.formatMessage(
        query.type === 'pickup' ? messages.pickupLabel : messages.courierLabel,
      )}
      hint={intl.formatMessage(messages.hint)}
      error={error}
      days={days}
      value={chosen}
      onValueChange={choose}
    />
  );
}
