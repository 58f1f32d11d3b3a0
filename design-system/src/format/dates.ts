/**
 * The one date helper for every front end.
 *
 * Two kinds of values come from the API:
 * - calendar dates ('YYYY-MM-DD': pass start, renewal date) — shown exactly as they are, never shifted
 *   by a time zone;
 * - timestamps (ISO-8601 UTC, e.g. '2026-01-05T18:30:00Z'; SQLite's '2026-01-05 18:30:00' is read as
 *   UTC too) — shown as the calendar date in the garage's time zone unless another zone is given.
 *
 * This file only shows dates. The date rules (renewal date, today in the garage's zone) live once, in
 * the api contract (`api/contract/calendar-date`), which screens that need them import themselves:
 * design-system does not depend on the api package (docs/decisions/calendar-dates-in-contract.md).
 */
import type { Language } from '../i18n/catalog';

/** 'YYYY-MM-DD' */
export type CalendarDate = string;

export type YearMonthDay = { year: number; month: number; day: number };

/** The garage's time zone (the API's GARAGE_TZ default). */
export const GARAGE_TIME_ZONE = 'America/Los_Angeles';

/** Text shown for a missing or invalid date. */
export const MISSING_DATE = '—';

/** What the formatters accept: a calendar date, an ISO timestamp, epoch milliseconds or a Date. */
export type DateInput = string | number | Date | null | undefined;

export interface ZoneOptions {
  /** IANA time zone used to turn a timestamp into a calendar date. Default: the garage's zone. */
  timeZone?: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NAIVE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** Parses a strict 'YYYY-MM-DD' calendar date; null when malformed or not a real date (2026-02-30). */
export function parseCalendarDate(value: string): YearMonthDay | null {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

const formatCalendarDate = ({ year, month, day }: YearMonthDay): CalendarDate =>
  `${pad4(year)}-${pad2(month)}-${pad2(day)}`;

// Written out rather than with Intl formatters where no time zone is involved: the page's first Intl
// formatter loads the browser's locale data, ~50 ms of a cheap phone's main thread at start-up. The
// output is what Intl writes for en-US and es-MX exactly (a test holds them equal).
const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

const longDateText = ({ year, month, day }: YearMonthDay, language: Language): string =>
  language === 'es'
    ? `${day} de ${MONTH_NAMES.es[month - 1]} de ${year}`
    : `${MONTH_NAMES.en[month - 1]} ${day}, ${year}`;

function clockText(hour: number, minute: number, language: Language): string {
  const morning = hour < 12;
  const suffix = language === 'es' ? (morning ? 'a.m.' : 'p.m.') : morning ? 'AM' : 'PM';
  return `${hour % 12 || 12}:${pad2(minute)} ${suffix}`;
}

type ZonedClock = YearMonthDay & { hour: number; minute: number };

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and wall-clock time of an instant in a time zone, as Intl shows it there. */
function clockInZone(instant: Date, timeZone: string): ZonedClock {
  if (timeZone === 'UTC') {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
    };
  }
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: pick('year'),
    month: pick('month'),
    day: pick('day'),
    hour: pick('hour'),
    minute: pick('minute'),
  };
}

function calendarDayInZone(instant: Date, timeZone: string): YearMonthDay {
  const { year, month, day } = clockInZone(instant, timeZone);
  return { year, month, day };
}

/** Parses a timestamp-like input into an instant; null when invalid. */
export function parseInstant(value: string | number | Date): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    // A timestamp without a zone designator comes from the API/SQLite in UTC.
    date = new Date(NAIVE_TIMESTAMP.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The calendar date of any input: a 'YYYY-MM-DD' string is returned as is (validated);
 * a timestamp is converted to the calendar date in `timeZone` (default: the garage's zone).
 */
export function toYearMonthDay(value: DateInput, options: ZoneOptions = {}): YearMonthDay | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && CALENDAR_DATE.test(value.trim())) return parseCalendarDate(value);
  const instant = parseInstant(value);
  if (!instant) return null;
  return calendarDayInZone(instant, options.timeZone ?? GARAGE_TIME_ZONE);
}

/** Like toYearMonthDay, as 'YYYY-MM-DD' (null when invalid). */
export function toCalendarDate(value: DateInput, options: ZoneOptions = {}): CalendarDate | null {
  const ymd = toYearMonthDay(value, options);
  return ymd ? formatCalendarDate(ymd) : null;
}

/** Invoice dates: 'YYYY-MM-DD'. '—' for a missing or invalid value. */
export function formatInvoiceDate(value: DateInput, options: ZoneOptions = {}): string {
  const ymd = toYearMonthDay(value, options);
  return ymd ? formatCalendarDate(ymd) : MISSING_DATE;
}

/** List dates: 'MM-DD-YYYY'. '—' for a missing or invalid value. */
export function formatListDate(value: DateInput, options: ZoneOptions = {}): string {
  const ymd = toYearMonthDay(value, options);
  return ymd ? `${pad2(ymd.month)}-${pad2(ymd.day)}-${pad4(ymd.year)}` : MISSING_DATE;
}

/** Long human date per language: 'December 21, 2026' / '21 de diciembre de 2026'. */
export function formatLongDate(value: DateInput, language: Language, options: ZoneOptions = {}): string {
  const ymd = toYearMonthDay(value, options);
  return ymd ? longDateText(ymd, language) : MISSING_DATE;
}

/** Time of day of a timestamp in the given zone (default the garage's): '3:05 PM' / '3:05 p.m.'. */
export function formatTime(value: DateInput, language: Language, options: ZoneOptions = {}): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE;
  const instant = parseInstant(value);
  if (!instant) return MISSING_DATE;
  const { hour, minute } = clockInZone(instant, options.timeZone ?? GARAGE_TIME_ZONE);
  return clockText(hour, minute, language);
}
