import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, renewalDateFor, todayInTimeZone } from './calendar-date';

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
