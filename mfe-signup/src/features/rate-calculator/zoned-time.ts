/**
 * Conversions between garage wall-clock time and instants.
 *
 * The calculator's inputs are what the visitor reads on the garage clock, whatever zone their phone
 * is in (many cross from Tijuana), so the browser's own zone must never leak into the result.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = partFormatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAYS[get('weekday')] ?? Number.NaN,
  };
}

/** Minutes the zone is ahead of UTC at an instant (Los Angeles: -480 in winter, -420 in summer). */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const p = zonedParts(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * The instant at which the garage clock shows `date` ('YYYY-MM-DD') and `time` ('HH:MM').
 * Follows the usual 'compatible' rule on daylight-saving days: a time skipped in spring
 * (02:30) is read as the same span after the jump (03:30); a time that repeats in autumn (01:30)
 * is its first occurrence. Null when the date or time is malformed.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wallMs).getUTCDate() !== day) return null;

  // Offsets a day either side bracket any transition, so one of them is right unless the time
  // falls in a gap, where the earlier offset gives the 'compatible' answer.
  const before = offsetMinutes(wallMs - DAY_MS, timeZone);
  const after = offsetMinutes(wallMs + DAY_MS, timeZone);
  const candidates = [wallMs - before * MINUTE_MS, wallMs - after * MINUTE_MS]
    .filter((ms) => {
      const p = zonedParts(new Date(ms), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wallMs;
    })
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - before * MINUTE_MS);
}

/** The garage wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of an instant. */
export function instantToWallTime(instant: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}
