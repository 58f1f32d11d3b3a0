// Pass dates are calendar dates in the garage's time zone, never instants: arithmetic is done on
// year/month/day integers so daylight-saving shifts can never move a date. Browser-safe: the one
// implementation of these rules for the server and every front end (`api/contract/calendar-date`).

export type CalendarDate = string; // 'YYYY-MM-DD'

export type YearMonthDay = { year: number; month: number; day: number };
type Ymd = YearMonthDay;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one; availability asks for today on every request.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  // Stryker disable next-line ConditionalExpression: equivalent, the cache changes the cost, not the answer.
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export type CalendarDayWindow = {
  date: CalendarDate;
  /** First instant (epoch ms) of `date` in the zone. */
  startsAt: number;
  /** First instant (epoch ms) of the next day: the next local midnight, wherever DST puts it. */
  endsAt: number;
};

// A day lasts 23 to 25 hours around DST changes; 26 hours from any instant of a day is surely past it.
const SEARCH_SPAN_MS = 26 * 3_600_000;

/**
 * The local day an instant falls on, with the instants where that day starts and ends: found by
 * bisecting on the formatted date itself, so DST changes, midnight transitions and odd offsets need
 * no rules of our own.
 */
export function calendarDayWindow(timeZone: string, instant: Date): CalendarDayWindow {
  const at = instant.getTime();
  const dateAt = (ms: number) => formatCalendarDate(calendarDayInZone(new Date(ms), timeZone));
  const date = dateAt(at);
  // The instant nearest `outside` that still falls on `date`, then one step beyond it.
  const edge = (inside: number, outside: number) => {
    while (Math.abs(outside - inside) > 1) {
      const middle = Math.floor((inside + outside) / 2);
      if (dateAt(middle) === date) inside = middle;
      else outside = middle;
    }
    return outside;
  };
  return { date, startsAt: edge(at, at - SEARCH_SPAN_MS) + 1, endsAt: edge(at, at + SEARCH_SPAN_MS) };
}

// Formatting today costs ~20 µs and its answer changes once a day, yet availability and checkout ask
// for it on every request: keep each zone's current day until an instant outside it is asked about
// (the next midnight, or an earlier instant when a test's injected clock moves back).
const currentDays = new Map<string, CalendarDayWindow>();

/** Today in the zone, with the instants it starts and ends (for caches that must expire at midnight). */
export function currentDayInTimeZone(timeZone: string, now: Date = new Date()): CalendarDayWindow {
  const at = now.getTime();
  const cached = currentDays.get(timeZone);
  if (cached && at >= cached.startsAt && at < cached.endsAt) return cached;
  const day = calendarDayWindow(timeZone, now);
  currentDays.set(timeZone, day);
  return day;
}

export function todayInTimeZone(timeZone: string, now: Date = new Date()): CalendarDate {
  return currentDayInTimeZone(timeZone, now).date;
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDayInZone(instant: Date, timeZone: string): YearMonthDay {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  // Stryker disable next-line OptionalChaining: equivalent, the formatter always gives year, month and day.
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}

/**
 * Last valid day of a pass starting on `start`: the same day `months` later, minus one day.
 * When the target month is shorter the result is its last day (Jan 31 -> Feb 28/29).
 */
export function renewalDateFor(start: CalendarDate, months = 1): CalendarDate {
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer');
  const { year, month, day } = parseCalendarDate(start);
  if (day === 1) {
    // Day before the 1st of (month + months) is the last day of the month before it.
    const endMonthIndex = month - 1 + months - 1;
    const endYear = year + Math.floor(endMonthIndex / 12);
    const endMonth = (endMonthIndex % 12) + 1;
    return formatCalendarDate({ year: endYear, month: endMonth, day: daysInMonth(endYear, endMonth) });
  }
  const targetIndex = month - 1 + months;
  const targetYear = year + Math.floor(targetIndex / 12);
  const targetMonth = (targetIndex % 12) + 1;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day - 1, daysInMonth(targetYear, targetMonth)),
  });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parseCalendarDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
  return formatCalendarDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY,
  );
}

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

export function parseCalendarDate(value: CalendarDate): Ymd {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatCalendarDate({ year, month, day }: YearMonthDay): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
