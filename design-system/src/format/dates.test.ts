import { describe, expect, it } from 'vitest';
import {
  formatInvoiceDate,
  formatListDate,
  formatLongDate,
  formatTime,
  parseCalendarDate,
  toCalendarDate,
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

describe('parseCalendarDate / toCalendarDate', () => {
  it('parses calendar dates strictly', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
    expect(toCalendarDate('2026-01-05T03:00:00Z')).toBe('2026-01-04');
  });
});
