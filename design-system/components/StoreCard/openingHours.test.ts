import { describe, expect, it } from 'vitest';
import { storeOpenState, tashkentClock, weekdayRuns, type StoreHours } from './openingHours';

const weekdays: StoreHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '21:00' };
const weekend: StoreHours = { days: [6, 7], opens: '10:00', closes: '18:00' };
const hours = [weekdays, weekend];

// 2026-11-23 is a Monday. Tashkent is UTC+5: 04:00 UTC is 09:00 in Tashkent.
const at = (isoUtc: string) => new Date(isoUtc);

describe('tashkentClock', () => {
  it('reads the weekday and time in Tashkent, not in UTC', () => {
    expect(tashkentClock(at('2026-11-22T20:30:00Z'))).toEqual({ day: 1, minutes: 90 });
    expect(tashkentClock(at('2026-11-23T04:00:00Z'))).toEqual({ day: 1, minutes: 540 });
  });
});

describe('storeOpenState', () => {
  it('is open inside the hours and says until when', () => {
    expect(storeOpenState(hours, at('2026-11-23T04:00:00Z'))).toEqual({
      open: true,
      alwaysOpen: false,
      closesAt: '21:00',
    });
  });

  it('is closed at the closing minute and opens the next morning', () => {
    expect(storeOpenState(hours, at('2026-11-23T16:00:00Z'))).toEqual({
      open: false,
      opensAt: '09:00',
      opensInDays: 1,
      opensOn: 2,
    });
  });

  it('is closed before opening and opens the same day', () => {
    expect(storeOpenState(hours, at('2026-11-23T03:59:00Z'))).toMatchObject({
      open: false,
      opensAt: '09:00',
      opensInDays: 0,
    });
  });

  it('uses weekend hours on Saturday and Friday night looks ahead to Saturday', () => {
    expect(storeOpenState(hours, at('2026-11-28T05:30:00Z'))).toMatchObject({ open: true });
    expect(storeOpenState(hours, at('2026-11-27T17:00:00Z'))).toMatchObject({
      open: false,
      opensAt: '10:00',
      opensOn: 6,
    });
  });

  it('keeps a store open past midnight', () => {
    const night: StoreHours[] = [{ days: [5], opens: '20:00', closes: '02:00' }];
    // Saturday 01:30 in Tashkent is still Friday's shift.
    expect(storeOpenState(night, at('2026-11-27T20:30:00Z'))).toEqual({
      open: true,
      alwaysOpen: false,
      closesAt: '02:00',
    });
    expect(storeOpenState(night, at('2026-11-27T21:00:00Z'))).toMatchObject({ open: false });
  });

  it('knows round-the-clock stores', () => {
    const allDay: StoreHours[] = [{ days: [1, 2, 3, 4, 5, 6, 7], opens: '00:00', closes: '24:00' }];
    expect(storeOpenState(allDay, at('2026-11-23T22:00:00Z'))).toEqual({
      open: true,
      alwaysOpen: true,
    });
  });

  it('is closed with no next opening when there are no hours', () => {
    expect(storeOpenState([], at('2026-11-23T04:00:00Z'))).toEqual({ open: false });
  });
});

describe('weekdayRuns', () => {
  it('groups consecutive days', () => {
    expect(weekdayRuns([1, 2, 3, 5, 7, 6])).toEqual([
      [1, 3],
      [5, 7],
    ]);
  });
});
