import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  calendarDayWindow,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
  isCalendarDate,
  parseCalendarDate,
  renewalDateFor,
  todayInTimeZone,
} from './calendar-date';

describe('todayInTimeZone', () => {
  it('uses the garage calendar, not UTC', () => {
    // 2025-03-01 05:30 UTC is still Feb 28 in Los Angeles.
    const instant = new Date('2025-03-01T05:30:00Z');
    expect(todayInTimeZone('America/Los_Angeles', instant)).toBe('2025-02-28');
    expect(todayInTimeZone('UTC', instant)).toBe('2025-03-01');
  });

  it('handles the instants around a DST change', () => {
    // US DST started 2025-03-09 at 02:00 local (10:00 UTC).
    expect(todayInTimeZone('America/Los_Angeles', new Date('2025-03-09T09:59:00Z'))).toBe('2025-03-09');
    expect(todayInTimeZone('America/Los_Angeles', new Date('2025-03-10T06:59:00Z'))).toBe('2025-03-09');
    expect(todayInTimeZone('America/Los_Angeles', new Date('2025-03-10T07:00:00Z'))).toBe('2025-03-10');
  });

  describe('reusing the day until the next garage midnight', () => {
    afterEach(() => vi.restoreAllMocks());

    it('formats once per day, and again as soon as midnight passes', () => {
      const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      const tz = 'Europe/Paris'; // a zone no other test uses, so the cache starts empty
      expect(todayInTimeZone(tz, new Date('2025-06-10T08:00:00Z'))).toBe('2025-06-10');
      format.mockClear();
      expect(todayInTimeZone(tz, new Date('2025-06-10T21:59:59.999Z'))).toBe('2025-06-10');
      expect(todayInTimeZone(tz, new Date('2025-06-09T22:00:00Z'))).toBe('2025-06-10');
      expect(format).not.toHaveBeenCalled();
      expect(todayInTimeZone(tz, new Date('2025-06-10T22:00:00Z'))).toBe('2025-06-11');
    });

    it('follows an injected clock that moves back and forth', () => {
      const la = 'America/Los_Angeles';
      expect(todayInTimeZone(la, new Date('2025-03-01T05:30:00Z'))).toBe('2025-02-28');
      expect(todayInTimeZone(la, new Date('2025-03-01T08:00:00Z'))).toBe('2025-03-01');
      expect(todayInTimeZone(la, new Date('2025-03-01T07:59:59.999Z'))).toBe('2025-02-28');
      expect(todayInTimeZone(la, new Date('2024-12-31T12:00:00Z'))).toBe('2024-12-31');
      expect(todayInTimeZone(la, new Date('2025-03-01T05:30:00Z'))).toBe('2025-02-28');
    });
  });
});

describe('calendarDayWindow', () => {
  const window = (tz: string, iso: string) => {
    const day = calendarDayWindow(tz, new Date(iso));
    return { date: day.date, startsAt: new Date(day.startsAt), endsAt: new Date(day.endsAt) };
  };

  it('spans 23 hours on the day DST starts', () => {
    expect(window('America/Los_Angeles', '2025-03-09T15:00:00Z')).toEqual({
      date: '2025-03-09',
      startsAt: new Date('2025-03-09T08:00:00Z'), // midnight PST
      endsAt: new Date('2025-03-10T07:00:00Z'), // midnight PDT
    });
  });

  it('spans 25 hours on the day DST ends', () => {
    expect(window('America/Los_Angeles', '2025-11-02T09:30:00Z')).toEqual({
      date: '2025-11-02',
      startsAt: new Date('2025-11-02T07:00:00Z'),
      endsAt: new Date('2025-11-03T08:00:00Z'),
    });
  });

  it('starts the day when the clock jumps past midnight', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 2024-09-08: that day began at 01:00 (04:00 UTC).
    expect(window('America/Santiago', '2024-09-08T12:00:00Z')).toEqual({
      date: '2024-09-08',
      startsAt: new Date('2024-09-08T04:00:00Z'),
      endsAt: new Date('2024-09-09T03:00:00Z'),
    });
  });
});

describe('renewalDateFor', () => {
  it.each([
    ['2025-01-15', '2025-02-14'],
    ['2025-01-01', '2025-01-31'],
    ['2025-01-31', '2025-02-28'],
    ['2024-01-31', '2024-02-29'],
    ['2025-01-30', '2025-02-28'],
    ['2025-03-31', '2025-04-30'],
    ['2025-12-31', '2026-01-30'],
    ['2025-12-01', '2025-12-31'],
    ['2025-02-28', '2025-03-27'],
    ['2025-03-09', '2025-04-08'], // DST start in the US
    ['2025-11-02', '2025-12-01'], // DST end in the US
  ])('a pass bought on %s is valid through %s', (start, end) => {
    expect(renewalDateFor(start)).toBe(end);
  });

  it('supports multi-month plans', () => {
    expect(renewalDateFor('2025-11-30', 3)).toBe('2026-02-28');
    expect(renewalDateFor('2025-01-01', 12)).toBe('2025-12-31');
  });

  it('rejects malformed input', () => {
    expect(() => renewalDateFor('2025-02-30')).toThrow(RangeError);
    expect(() => renewalDateFor('2025-01-15', 0)).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('counts whole days regardless of DST', () => {
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetween('2025-11-10', '2025-11-01')).toBe(-9);
  });

  it('validates calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });
});

describe('renewalDateFor: the cases the screens show (moved from design-system)', () => {
  it('is one month minus a day ahead', () => {
    expect(renewalDateFor('2026-01-15')).toBe('2026-02-14');
    expect(renewalDateFor('2026-01-01')).toBe('2026-01-31');
    expect(renewalDateFor('2026-03-01')).toBe('2026-03-31');
    expect(renewalDateFor('2026-04-01')).toBe('2026-04-30');
    expect(renewalDateFor('2026-02-01')).toBe('2026-02-28');
    expect(renewalDateFor('2026-02-28')).toBe('2026-03-27');
  });

  it('ends on the last day of a shorter month: Jan 31 -> Feb 28 / Feb 29', () => {
    expect(renewalDateFor('2026-01-31')).toBe('2026-02-28');
    expect(renewalDateFor('2026-01-30')).toBe('2026-02-28');
    expect(renewalDateFor('2026-01-29')).toBe('2026-02-28');
    expect(renewalDateFor('2026-01-28')).toBe('2026-02-27');
    expect(renewalDateFor('2026-03-31')).toBe('2026-04-30');
    expect(renewalDateFor('2026-05-31')).toBe('2026-06-30');
  });

  it('handles leap years', () => {
    expect(renewalDateFor('2028-01-31')).toBe('2028-02-29');
    expect(renewalDateFor('2028-01-30')).toBe('2028-02-29');
    expect(renewalDateFor('2028-01-29')).toBe('2028-02-28');
    expect(renewalDateFor('2028-02-29')).toBe('2028-03-28');
    expect(renewalDateFor('2024-01-31')).toBe('2024-02-29');
    expect(renewalDateFor('2100-01-31')).toBe('2100-02-28'); // not a leap year
    expect(renewalDateFor('2000-01-31')).toBe('2000-02-29'); // is one
  });

  it('crosses year boundaries', () => {
    expect(renewalDateFor('2026-12-01')).toBe('2026-12-31');
    expect(renewalDateFor('2026-12-02')).toBe('2027-01-01');
    expect(renewalDateFor('2026-12-31')).toBe('2027-01-30');
    expect(renewalDateFor('2026-11-30')).toBe('2026-12-29');
  });

  it('is not affected by DST changes', () => {
    // US DST starts 2026-03-08 and ends 2026-11-01.
    expect(renewalDateFor('2026-02-08')).toBe('2026-03-07');
    expect(renewalDateFor('2026-02-09')).toBe('2026-03-08');
    expect(renewalDateFor('2026-03-08')).toBe('2026-04-07');
    expect(renewalDateFor('2026-10-02')).toBe('2026-11-01');
    expect(renewalDateFor('2026-11-01')).toBe('2026-11-30');
  });

  it('rejects input that is not a calendar date', () => {
    expect(() => renewalDateFor('2026-02-30')).toThrow(RangeError);
    expect(() => renewalDateFor('01/31/2026')).toThrow(RangeError);
  });
});

describe('todayInTimeZone in other zones (moved from design-system)', () => {
  const instant = new Date('2026-01-01T05:30:00Z');

  it('gives the calendar date in the zone', () => {
    expect(todayInTimeZone('America/Los_Angeles', instant)).toBe('2025-12-31');
    expect(todayInTimeZone('America/Tijuana', instant)).toBe('2025-12-31');
    expect(todayInTimeZone('UTC', instant)).toBe('2026-01-01');
    expect(todayInTimeZone('Asia/Tokyo', instant)).toBe('2026-01-01');
  });

  it('gives a calendar date for now', () => {
    expect(todayInTimeZone('America/Los_Angeles')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayInTimeZone('America/Los_Angeles', instant)).toBe('2025-12-31');
  });
});

// Pinned by surviving mutants (docs/decisions/mutation-testing.md).
describe('calendar dates that do not exist are refused', () => {
  it.each([
    ['2025-13-05', 'month 13'],
    ['2025-00-10', 'month 0'],
    ['2025-01-00', 'day 0'],
    ['2025-01-32', 'day 32'],
    ['2025-04-31', 'day 31 in a 30-day month'],
    ['2025-02-29', 'Feb 29 in a common year'],
    ['2100-02-29', 'Feb 29 in a century that is not a leap year'],
    ['2025-1-05', 'a one-digit month'],
    ['25-01-05', 'a two-digit year'],
    [' 2025-01-05', 'leading text'],
    ['2025-01-05T00:00', 'trailing text'],
  ])('%s (%s)', (value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(() => parseCalendarDate(value)).toThrow(RangeError);
    expect(() => addDays(value, 1)).toThrow(RangeError);
    expect(() => daysBetween(value, '2025-01-01')).toThrow(RangeError);
    expect(() => daysBetween('2025-01-01', value)).toThrow(RangeError);
  });

  it.each(['2025-01-01', '2025-01-31', '2025-12-01', '2025-12-31', '2024-02-29', '2000-02-29', '2025-04-30'])(
    'accepts %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
      expect(formatCalendarDate(parseCalendarDate(value))).toBe(value);
    },
  );
});

describe('renewal dates across a year end', () => {
  it('a pass starting on the 1st that ends in the next year (Dec 1, 2 months -> Jan 31)', () => {
    expect(renewalDateFor('2025-12-01', 2)).toBe('2026-01-31');
    expect(renewalDateFor('2025-11-01', 3)).toBe('2026-01-31');
    expect(renewalDateFor('2025-02-01', 12)).toBe('2026-01-31');
    expect(renewalDateFor('2025-01-01', 13)).toBe('2026-01-31');
    expect(renewalDateFor('2025-01-01', 24)).toBe('2026-12-31');
  });

  it('a pass starting mid-month that ends in the next year', () => {
    expect(renewalDateFor('2025-12-15')).toBe('2026-01-14');
    expect(renewalDateFor('2025-11-15', 2)).toBe('2026-01-14');
    expect(renewalDateFor('2025-12-31', 2)).toBe('2026-02-28');
    expect(renewalDateFor('2027-12-31', 2)).toBe('2028-02-29');
    expect(renewalDateFor('2025-01-15', 12)).toBe('2026-01-14');
    expect(renewalDateFor('2025-01-15', 24)).toBe('2027-01-14');
  });

  it('refuses a number of months that is not a positive whole number', () => {
    for (const months of [0, -1, 1.5, Number.NaN]) {
      expect(() => renewalDateFor('2025-01-15', months)).toThrow(
        new RangeError('months must be a positive integer'),
      );
    }
  });

  it('names the value it refuses, for the log', () => {
    expect(() => parseCalendarDate('2025-13-05')).toThrow(
      new RangeError('Not a calendar date (YYYY-MM-DD): 2025-13-05'),
    );
  });
});

describe('day arithmetic', () => {
  it('moves back across a year end and a leap day', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-31', 0)).toBe('2025-01-31');
    expect(addDays('2025-01-31', 365)).toBe('2026-01-31');
  });

  it('counts days across a year end', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-06-15', '2025-06-15')).toBe(0);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('writes years, months and days with leading zeros', () => {
    expect(formatCalendarDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
    expect(formatCalendarDate({ year: 2025, month: 12, day: 31 })).toBe('2025-12-31');
  });
});
