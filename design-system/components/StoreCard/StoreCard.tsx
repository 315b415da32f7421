import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { formatPhone } from '../../format';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../Icon';
import {
  isoWeekdays,
  storeOpenState,
  weekdayRuns,
  type IsoWeekday,
  type StoreHours,
} from './openingHours';
import { cachedRecipe } from '../private/cachedRecipe';
import * as styles from './StoreCard.css';

/** The recipe's class names, worked out once per choice of variants (see `cachedRecipe`). */
const rootClass = cachedRecipe(styles.root);
const statusClass = cachedRecipe(styles.status);
const dotClass = cachedRecipe(styles.dot);

const weekdayMessages = defineMessages({
  1: { id: 'ds.storeCard.weekday.mon', defaultMessage: 'Mon', description: 'Monday, short' },
  2: { id: 'ds.storeCard.weekday.tue', defaultMessage: 'Tue', description: 'Tuesday, short' },
  3: { id: 'ds.storeCard.weekday.wed', defaultMessage: 'Wed', description: 'Wednesday, short' },
  4: { id: 'ds.storeCard.weekday.thu', defaultMessage: 'Thu', description: 'Thursday, short' },
  5: { id: 'ds.storeCard.weekday.fri', defaultMessage: 'Fri', description: 'Friday, short' },
  6: { id: 'ds.storeCard.weekday.sat', defaultMessage: 'Sat', description: 'Saturday, short' },
  7: { id: 'ds.storeCard.weekday.sun', defaultMessage: 'Sun', description: 'Sunday, short' },
}) satisfies Record<IsoWeekday, MessageDescriptor>;

const messages = defineMessages<{
  openUntil: { time: string };
  openAllDay: NoMessageValues;
  closed: NoMessageValues;
  opensToday: { time: string };
  opensTomorrow: { time: string };
  opensOn: { day: string; time: string };
  everyDay: NoMessageValues;
  hours: NoMessageValues;
}>({
  openUntil: {
    id: 'ds.storeCard.openUntil',
    defaultMessage: 'Open until {time}',
    description: 'A store is open now; time is its closing time, e.g. 22:00',
  },
  openAllDay: {
    id: 'ds.storeCard.openAllDay',
    defaultMessage: 'Open 24 hours',
    description: 'A store that never closes',
  },
  closed: {
    id: 'ds.storeCard.closed',
    defaultMessage: 'Closed',
    description: 'A store is closed now and its next opening is unknown',
  },
  opensToday: {
    id: 'ds.storeCard.opensToday',
    defaultMessage: 'Closed · opens at {time}',
    description: 'A store is closed now and opens later today',
  },
  opensTomorrow: {
    id: 'ds.storeCard.opensTomorrow',
    defaultMessage: 'Closed · opens tomorrow at {time}',
    description: 'A store is closed now and opens tomorrow',
  },
  opensOn: {
    id: 'ds.storeCard.opensOn',
    defaultMessage: 'Closed · opens {day} at {time}',
    description: 'A store is closed now and opens on a later weekday (short name)',
  },
  everyDay: {
    id: 'ds.storeCard.everyDay',
    defaultMessage: 'Every day',
    description: 'Opening hours that apply to all seven weekdays',
  },
  hours: {
    id: 'ds.storeCard.hours',
    defaultMessage: 'Opening hours',
    description: 'Accessible name of the list of a store’s opening hours',
  },
});

export const storeCardHeadingLevels = [2, 3, 4] as const;
export type StoreCardHeadingLevel = (typeof storeCardHeadingLevels)[number];

export type StoreCardProps = {
  name: string;
  address: ReactNode;
  hours: readonly StoreHours[];
  /** The current instant; "open now" is computed from it in Tashkent time (UTC+5). */
  now: Date | number;
  /** Phone in any form `formatPhone` understands; shown as `+998 71 123 45 67` and dialable. */
  phone?: string;
  /** A link or button that shows the store on a map. */
  mapLink?: ReactNode;
  /** Extra content at the bottom, e.g. a "Pick up here" button. */
  action?: ReactNode;
  headingLevel?: StoreCardHeadingLevel;
  /** Highlights the card, e.g. the store chosen for pickup. */
  selected?: boolean;
  className?: string;
};

/** A physical store: address, opening hours with open-now, phone and a map link. */
export function StoreCard({
  name,
  address,
  hours,
  now,
  phone,
  mapLink,
  action,
  headingLevel = 3,
  selected = false,
  className,
}: StoreCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const state = storeOpenState(hours, now);
  const dayName = (day: IsoWeekday) => intl.formatMessage(weekdayMessages[day]);

  let status: string;
  if (state.open) {
    status = state.alwaysOpen
      ? intl.formatMessage(messages.openAllDay)
      : intl.formatMessage(messages.openUntil, { time: state.closesAt ?? '' });
  } else if (state.opensAt === undefined || state.opensOn === undefined) {
    status = intl.formatMessage(messages.closed);
  } else if (state.opensInDays === 0) {
    status = intl.formatMessage(messages.opensToday, { time: state.opensAt });
  } else if (state.opensInDays === 1) {
    status = intl.formatMessage(messages.opensTomorrow, { time: state.opensAt });
  } else {
    status = intl.formatMessage(messages.opensOn, {
      day: dayName(state.opensOn),
      time: state.opensAt,
    });
  }

  const daysText = (days: readonly IsoWeekday[]) =>
    days.length === isoWeekdays.length
      ? intl.formatMessage(messages.everyDay)
      : weekdayRuns(days)
          .map(([first, last]) =>
            first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`,
          )
          .join(', ');

  return (
    <article className={[rootClass({ selected }), className].filter(Boolean).join(' ')}>
      <Heading className={styles.name}>{name}</Heading>
      <p className={statusClass({ open: state.open })}>
        <span className={dotClass({ open: state.open })} aria-hidden="true" />
        {status}
      </p>
      <div className={styles.row}>
        <MapPinIcon size="sm" className={styles.icon} />
        <p className={styles.rowText}>{address}</p>
      </div>
      <div className={styles.row}>
        <ClockIcon size="sm" className={styles.icon} />
        <ul className={styles.hours} aria-label={intl.formatMessage(messages.hours)}>
          {hours.map((range) => (
            <li key={`${range.days.join()}-${range.opens}`}>
              {daysText(range.days)}{' '}
              <span className={styles.time}>
                {range.opens}–{range.closes}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {phone ? (
        <div className={styles.row}>
          <PhoneIcon size="sm" className={styles.icon} />
          <a className={styles.phone} href={`tel:${formatPhone(phone).replace(/\s/g, '')}`}>
            {formatPhone(phone)}
          </a>
        </div>
      ) : null}
      {mapLink || action ? (
        <div className={styles.footer}>
          {mapLink}
          {action}
        </div>
      ) : null}
    </article>
  );
}
