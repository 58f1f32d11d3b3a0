import { describe, expect, it } from 'vitest';
import {
  addMonthMinusDay,
  formatInvoiceDate,
  formatListDate,
  formatLongDate,
  formatTime,
  parseCalendarDate,
  toCalendarDate,
  todayInZone,
} from './dates';

describe('formatInvoiceDate / formatListDate', () => {
  it('keeps calendar dates exactly as they are (no time-zone shift)', () => {
    expect(formatInvoiceDate('2026-01-01')).toBe('2026-01-01');
    expect(formatListDate('2026-01-01')).toBe('01-01-2026');
    expect(formatListDate('2026-12-31', { timeZone: 'Pacific/Kiritimati' })).toBe('12-31-2026');
    expect(formatInvoiceDate('2026-03-08', { timeZone: 'America/New_York' })).toBe('2026-03-08');
  });

  it('shows timestamps as the calendar date in the garage time zone', () => {
    // 03:00 UTC on Jan 5 is still Jan 4 in Los Angeles (UTC-8).
    expect(formatInvoiceDate('2026-01-05T03:00:00Z')).toBe('2026-01-04');
    expect(formatListDate('2026-01-05T03:00:00Z')).toBe('01-04-2026');
    expect(formatInvoiceDate('2026-01-05T18:00:00.000Z')).toBe('2026-01-05');
    expect(formatInvoiceDate('2026-07-01T06:59:59Z')).toBe('2026-06-30'); // UTC-7 in summer
    expect(formatInvoiceDate('2026-07-01T07:00:00Z')).toBe('2026-07-01');
  });

  it('reads zone-less timestamps (SQLite) as UTC and accepts other zones, Dates and epoch ms', () => {
    expect(formatInvoiceDate('2026-01-05 03:00:00')).toBe('2026-01-04');
    expect(formatInvoiceDate('2026-01-05T03:00:00Z', { timeZone: 'UTC' })).toBe('2026-01-05');
    expect(formatInvoiceDate('2026-01-05T10:00:00+09:00', { timeZone: 'UTC' })).toBe('2026-01-05');
    expect(formatInvoiceDate(new Date('2026-02-10T20:00:00Z'))).toBe('2026-02-10');
    expect(formatListDate(Date.UTC(2026, 1, 10, 20))).toBe('02-10-2026');
  });

  it('gives a dash for missing or invalid input', () => {
    expect(formatInvoiceDate(null)).toBe('—');
    expect(formatListDate(undefined)).toBe('—');
    expect(formatListDate('')).toBe('—');
    expect(formatInvoiceDate('not a date')).toBe('—');
    expect(formatInvoiceDate('2026-02-30')).toBe('—');
  });
});

describe('formatLongDate', () => {
  it('uses each language’s long format', () => {
    expect(formatLongDate('2026-12-21', 'en')).toBe('December 21, 2026');
    expect(formatLongDate('2026-12-21', 'es')).toBe('21 de diciembre de 2026');
    expect(formatLongDate('2028-02-29', 'en')).toBe('February 29, 2028');
    expect(formatLongDate('2026-01-05T03:00:00Z', 'en')).toBe('January 4, 2026');
    expect(formatLongDate(null, 'es')).toBe('—');
  });
});

describe('formatTime', () => {
  it('shows the time of day in the garage zone', () => {
    expect(formatTime('2026-01-05T20:05:00Z', 'en')).toMatch(/^12:05\sPM$/);
    expect(formatTime('2026-01-05T20:05:00Z', 'es')).toMatch(/^12:05/);
    expect(formatTime('garbage', 'en')).toBe('—');
  });
});

describe('addMonthMinusDay', () => {
  it('is one month minus a day ahead', () => {
    expect(addMonthMinusDay('2026-01-15')).toBe('2026-02-14');
    expect(addMonthMinusDay('2026-01-01')).toBe('2026-01-31');
    expect(addMonthMinusDay('2026-03-01')).toBe('2026-03-31');
    expect(addMonthMinusDay('2026-04-01')).toBe('2026-04-30');
    expect(addMonthMinusDay('2026-02-01')).toBe('2026-02-28');
    expect(addMonthMinusDay('2026-02-28')).toBe('2026-03-27');
  });

  it('ends on the last day of a shorter month: Jan 31 -> Feb 28 / Feb 29', () => {
    expect(addMonthMinusDay('2026-01-31')).toBe('2026-02-28');
    expect(addMonthMinusDay('2026-01-30')).toBe('2026-02-28');
    expect(addMonthMinusDay('2026-01-29')).toBe('2026-02-28');
    expect(addMonthMinusDay('2026-01-28')).toBe('2026-02-27');
    expect(addMonthMinusDay('2026-03-31')).toBe('2026-04-30');
    expect(addMonthMinusDay('2026-05-31')).toBe('2026-06-30');
  });

  it('handles leap years', () => {
    expect(addMonthMinusDay('2028-01-31')).toBe('2028-02-29');
    expect(addMonthMinusDay('2028-01-30')).toBe('2028-02-29');
    expect(addMonthMinusDay('2028-01-29')).toBe('2028-02-28');
    expect(addMonthMinusDay('2028-02-29')).toBe('2028-03-28');
    expect(addMonthMinusDay('2024-01-31')).toBe('2024-02-29');
    expect(addMonthMinusDay('2100-01-31')).toBe('2100-02-28'); // not a leap year
    expect(addMonthMinusDay('2000-01-31')).toBe('2000-02-29'); // is one
  });

  it('crosses year boundaries', () => {
    expect(addMonthMinusDay('2026-12-01')).toBe('2026-12-31');
    expect(addMonthMinusDay('2026-12-02')).toBe('2027-01-01');
    expect(addMonthMinusDay('2026-12-31')).toBe('2027-01-30');
    expect(addMonthMinusDay('2026-11-30')).toBe('2026-12-29');
  });

  it('is not affected by DST changes', () => {
    // US DST starts 2026-03-08 and ends 2026-11-01.
    expect(addMonthMinusDay('2026-02-08')).toBe('2026-03-07');
    expect(addMonthMinusDay('2026-02-09')).toBe('2026-03-08');
    expect(addMonthMinusDay('2026-03-08')).toBe('2026-04-07');
    expect(addMonthMinusDay('2026-10-02')).toBe('2026-11-01');
    expect(addMonthMinusDay('2026-11-01')).toBe('2026-11-30');
  });

  it('rejects input that is not a calendar date', () => {
    expect(() => addMonthMinusDay('2026-02-30')).toThrow(RangeError);
    expect(() => addMonthMinusDay('01/31/2026')).toThrow(RangeError);
  });
});

describe('parseCalendarDate / toCalendarDate', () => {
  it('parses calendar dates strictly', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(toCalendarDate('2026-01-05T03:00:00Z')).toBe('2026-01-04');
  });
});

describe('todayInZone', () => {
  const instant = new Date('2026-01-01T05:30:00Z');

  it('gives the calendar date in the zone', () => {
    expect(todayInZone('America/Los_Angeles', instant)).toBe('2025-12-31');
    expect(todayInZone('America/Tijuana', instant)).toBe('2025-12-31');
    expect(todayInZone('UTC', instant)).toBe('2026-01-01');
    expect(todayInZone('Asia/Tokyo', instant)).toBe('2026-01-01');
  });

  it('defaults to the garage zone and now', () => {
    expect(todayInZone()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayInZone(undefined, instant)).toBe('2025-12-31');
  });
});
