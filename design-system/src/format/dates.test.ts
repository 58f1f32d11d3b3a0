import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/catalog';
import {
  formatInvoiceDate,
  formatListDate,
  formatLongDate,
  formatTime,
  GARAGE_TIME_ZONE,
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

  it('keeps each zone and language apart when it reuses formatters', () => {
    expect(formatTime('2026-01-05T20:05:00Z', 'en')).toMatch(/^12:05\sPM$/);
    expect(formatTime('2026-01-05T20:05:00Z', 'en', { timeZone: 'UTC' })).toMatch(/^8:05\sPM$/);
    expect(formatTime('2026-01-05T20:05:00Z', 'es', { timeZone: 'UTC' })).toMatch(/^8:05\sp\.\s?m\./);
    expect(formatTime('2026-01-05T20:05:00Z', 'en')).toMatch(/^12:05\sPM$/);
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

describe('written-out dates and times', () => {
  it('write what Intl writes for en-US and es-MX', () => {
    for (const language of ['en', 'es'] as const) {
      const longDate = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
      const clock = new Intl.DateTimeFormat(LOCALES[language], { timeStyle: 'short', timeZone: 'UTC' });
      const garageClock = new Intl.DateTimeFormat(LOCALES[language], {
        timeStyle: 'short',
        timeZone: GARAGE_TIME_ZONE,
      });
      for (let month = 1; month <= 12; month += 1) {
        const noon = new Date(Date.UTC(2026, month - 1, month + 9, 12));
        expect(formatLongDate(`2026-${String(month).padStart(2, '0')}-${month + 9}`, language)).toBe(
          longDate.format(noon),
        );
      }
      for (let hour = 0; hour < 24; hour += 1) {
        const instant = Date.UTC(2026, 2, 8, hour, hour * 2);
        expect(formatTime(instant, language, { timeZone: 'UTC' })).toBe(clock.format(instant));
        expect(formatTime(instant, language)).toBe(garageClock.format(instant));
      }
    }
  });
});
