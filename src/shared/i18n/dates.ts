import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

// Month names come from our own catalogue: Chromium has no Uzbek month names (see UZBEKISTAN.md).
const months = defineMessages({
  m1: { id: 'date.month.1', defaultMessage: 'January', description: 'Month name in a full date' },
  m2: { id: 'date.month.2', defaultMessage: 'February', description: 'Month name in a full date' },
  m3: { id: 'date.month.3', defaultMessage: 'March', description: 'Month name in a full date' },
  m4: { id: 'date.month.4', defaultMessage: 'April', description: 'Month name in a full date' },
  m5: { id: 'date.month.5', defaultMessage: 'May', description: 'Month name in a full date' },
  m6: { id: 'date.month.6', defaultMessage: 'June', description: 'Month name in a full date' },
  m7: { id: 'date.month.7', defaultMessage: 'July', description: 'Month name in a full date' },
  m8: { id: 'date.month.8', defaultMessage: 'August', description: 'Month name in a full date' },
  m9: { id: 'date.month.9', defaultMessage: 'September', description: 'Month name in a full date' },
  m10: { id: 'date.month.10', defaultMessage: 'October', description: 'Month name in a full date' },
  m11: {
    id: 'date.month.11',
    defaultMessage: 'November',
    description: 'Month name in a full date',
  },
  m12: {
    id: 'date.month.12',
    defaultMessage: 'December',
    description: 'Month name in a full date',
  },
});

const fullDate = defineMessage<{ day: number; month: string; year: string }>({
  id: 'date.full',
  defaultMessage: '{month} {day}, {year}',
  description: 'A full calendar date; month is a name from the month list',
});

const monthList = [
  months.m1,
  months.m2,
  months.m3,
  months.m4,
  months.m5,
  months.m6,
  months.m7,
  months.m8,
  months.m9,
  months.m10,
  months.m11,
  months.m12,
];

/**
 * Formats a calendar date ("12 noyabr 2026", "12 ноября 2026", "November 12, 2026") the same way
 * on the server and in every browser. ISO dates are read as calendar dates, never shifted by
 * the time zone.
 */
export function formatDate(intl: IntlShape, value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const descriptor = monthList[Number(month) - 1];
  if (!descriptor) return iso;
  return intl.formatMessage(fullDate, {
    day: Number(day),
    month: intl.formatMessage(descriptor),
    year: year ?? '',
  });
}
