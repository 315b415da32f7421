/** Tashkent is UTC+5 all year (no daylight saving time). */
export const TASHKENT_UTC_OFFSET_MINUTES = 5 * 60;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

/**
 * Opening hours for some weekdays, as `HH:MM` in Tashkent time. `closes` at or before `opens`
 * means past midnight (`22:00`–`02:00`); `00:00`–`24:00` is round the clock.
 */
export type StoreHours = {
  days: readonly IsoWeekday[];
  opens: string;
  closes: string;
};

export type OpenState =
  | { open: true; alwaysOpen: boolean; closesAt?: string }
  | { open: false; opensAt?: string; opensInDays?: number; opensOn?: IsoWeekday };

const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

const weekdayAfter = (day: IsoWeekday, days: number): IsoWeekday =>
  (((((day - 1 + days) % 7) + 7) % 7) + 1) as IsoWeekday;

/** Length of a range in minutes from its opening; 24 hours when it opens and closes at once. */
const spanOf = ({ opens, closes }: StoreHours): number => {
  const length = minutesOf(closes) - minutesOf(opens);
  return length > 0 ? length : length + 24 * 60;
};

/** Weekday and minutes since midnight in Tashkent for an instant. */
export function tashkentClock(now: Date | number): { day: IsoWeekday; minutes: number } {
  const local = new Date(new Date(now).getTime() + TASHKENT_UTC_OFFSET_MINUTES * 60_000);
  const day = (((local.getUTCDay() + 6) % 7) + 1) as IsoWeekday;
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether a store is open at `now` (Tashkent time), until when, or when it opens next. */
export function storeOpenState(hours: readonly StoreHours[], now: Date | number): OpenState {
  const { day, minutes } = tashkentClock(now);
  const yesterday = weekdayAfter(day, -1);
  const alwaysOpen =
    isoWeekdays.every((weekday) =>
      hours.some((range) => range.days.includes(weekday) && spanOf(range) >= 24 * 60),
    ) && hours.length > 0;
  if (alwaysOpen) return { open: true, alwaysOpen: true };

  for (const range of hours) {
    const opens = minutesOf(range.opens);
    const end = opens + spanOf(range);
    if (range.days.includes(day) && minutes >= opens && minutes < end) {
      return { open: true, alwaysOpen: false, closesAt: range.closes };
    }
    if (range.days.includes(yesterday) && end > 24 * 60 && minutes < end - 24 * 60) {
      return { open: true, alwaysOpen: false, closesAt: range.closes };
    }
  }

  for (let offset = 0; offset <= 7; offset += 1) {
    const weekday = weekdayAfter(day, offset);
    const candidates = hours
      .filter((range) => range.days.includes(weekday))
      .map((range) => minutesOf(range.opens))
      .filter((opens) => offset > 0 || opens > minutes)
      .sort((a, b) => a - b);
    const first = candidates[0];
    if (first !== undefined) {
      const opensAt = hours.find(
        (range) => range.days.includes(weekday) && minutesOf(range.opens) === first,
      )?.opens;
      return { open: false, opensAt, opensInDays: offset, opensOn: weekday };
    }
  }
  return { open: false };
}

/** Groups consecutive weekdays into runs: [1,2,3,5] → [[1,3],[5,5]]. */
export function weekdayRuns(days: readonly IsoWeekday[]): Array<[IsoWeekday, IsoWeekday]> {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: Array<[IsoWeekday, IsoWeekday]> = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
